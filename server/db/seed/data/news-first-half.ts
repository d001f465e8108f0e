import { paragraphs, type NewsSeed } from './article-types.ts';

export const newsFirstHalf: NewsSeed[] = [
  {
    slug: 'onovlenyi-shourum-na-podoli',
    date: '2026-01-27T10:30:00+02:00',
    pictograms: ['tent', 'backpack', 'helmet'],
    color: '#4f5a2a',
    title: { uk: 'Оновили шоурум на Подолі', en: 'Our Podil showroom has been refreshed' },
    excerpt: {
      uk: 'Більше місця для приміряння, окрема зона наметів і кавовий куточок для тих, хто чекає на замовлення.',
      en: 'More room for fitting, a dedicated tent area and a coffee corner for anyone waiting for an order.',
    },
    body: {
      uk: paragraphs(
        'За січень ми повністю переробили шоурум на Костянтинівській. Тепер зал розділено на три зони — захист, тактичне спорядження й кемпінг, — і кожну можна обійти, не протискаючись між стелажами.',
        'У зоні захисту з’явилися дві примірочні з дзеркалами на повний зріст: плитоноску з плитами можна вдягнути, підтягнути камербанд і посидіти на лавці, щоб зрозуміти, чи не тисне. У кемпінговій зоні стоять три розкладені намети, а на підлозі — каремати, на яких можна полежати.',
        'Графік роботи не змінився: з понеділка по п’ятницю з 10:00 до 19:00, у суботу з 11:00 до 17:00. Чекаємо в гості!',
      ),
      en: paragraphs(
        'In January we completely reworked our showroom on Kostiantynivska Street. The floor is now split into three areas — protection, tactical gear and camping — and you can walk around each without squeezing between shelves.',
        'The protection area has two fitting rooms with full-length mirrors: put on a loaded plate carrier, cinch the cummerbund and sit on a bench to see whether anything pinches. In the camping area three tents stand pitched, with mats on the floor to lie down on.',
        'Opening hours are unchanged: Monday to Friday 10:00–19:00, Saturday 11:00–17:00. Come and see us!',
      ),
    },
  },
  {
    slug: 'yak-obraty-broneplytu',
    date: '2026-02-12T12:00:00+02:00',
    pictograms: ['plate', 'vest'],
    color: '#3b3f44',
    title: { uk: 'Як обрати бронеплиту: класи захисту простими словами', en: 'How to choose an armour plate: protection levels made simple' },
    excerpt: {
      uk: 'Сталь, кераміка чи поліетилен? Розбираємося, від чого захищає кожен клас і скільки це важить.',
      en: 'Steel, ceramic or polyethylene? What each level protects against and what it weighs.',
    },
    body: {
      uk: paragraphs(
        'Найчастіше питання в нашому шоурумі — яку плиту взяти. Відповідь залежить від трьох речей: від чого потрібен захист, скільки годин на день ви будете її носити і який у вас бюджет.',
        '<h2>Коротко про класи</h2>',
        '<ul><li><strong>III</strong> — зупиняє більшість звичайних гвинтівкових куль. Сталь або поліетилен.</li><li><strong>III+</strong> — додатково тримає поширені кулі зі сталевим осердям.</li><li><strong>IV</strong> — розрахований на бронебійні кулі. Майже завжди кераміка.</li></ul>',
        'Сталева плита найдешевша й витримує багато влучань, але важить 3,5–4 кг. Кераміка легша і захищає краще, проте боїться падінь на бетон. Поліетилен найлегший і не боїться води, але дорожчий і не тримає бронебійних куль.',
        'Якщо сумніваєтеся, приходьте в шоурум з вашою плитоноскою — підберемо плити так, щоб вони сіли без люфтів.',
      ),
      en: paragraphs(
        'The question we hear most at the showroom is which plate to buy. The answer depends on three things: what you need protection from, how many hours a day you will wear it, and your budget.',
        '<h2>The levels in brief</h2>',
        '<ul><li><strong>III</strong> — stops most ordinary rifle rounds. Steel or polyethylene.</li><li><strong>III+</strong> — also stops common steel-core rounds.</li><li><strong>IV</strong> — rated for armour-piercing rounds. Almost always ceramic.</li></ul>',
        'Steel is the cheapest and survives many hits, but weighs 3.5–4 kg. Ceramic is lighter and protects better, yet dislikes being dropped on concrete. Polyethylene is the lightest and does not mind water, but costs more and will not stop armour-piercing rounds.',
        'If in doubt, bring your carrier to the showroom and we will fit plates that sit without any play.',
      ),
    },
  },
  {
    slug: 'vesnianyi-rozprodazh-kempinhu',
    date: '2026-03-03T09:15:00+02:00',
    pictograms: ['tent', 'sleeping-bag', 'stove'],
    color: '#2f6b3c',
    title: { uk: 'Весняний розпродаж кемпінгового спорядження', en: 'Spring sale on camping gear' },
    excerpt: {
      uk: 'До кінця березня — знижки до 25 % на намети, спальники та пальники, а з кодом VESNA500 ще мінус 500 ₴.',
      en: 'Until the end of March, up to 25% off tents, sleeping bags and stoves, plus 500 ₴ off with the code VESNA500.',
    },
    body: {
      uk: paragraphs(
        'Сезон походів ось-ось стартує, тож ми вирішили допомогти з підготовкою. Знижки діють на моделі минулого року, яких лишилося небагато, тому не відкладайте.',
        'Промокод VESNA500 дає 500 ₴ знижки на замовлення від 3 000 ₴ і поєднується з уцінкою. Введіть його на кроці оплати — знижка перерахується автоматично.',
        'Не знаєте, з чого почати? Зазирніть у наш гід «Кемпінговий сезон»: там ми зібрали базовий набір для першої ночівлі в наметі.',
      ),
      en: paragraphs(
        'Hiking season is about to start, so we decided to help you get ready. The discounts apply to last year’s models, and stock is limited, so do not wait too long.',
        'The code VESNA500 takes 500 ₴ off orders over 3 000 ₴ and stacks with sale prices. Enter it at the payment step and the discount is applied automatically.',
        'Not sure where to start? Have a look at our camping season guide, where we put together a basic kit for your first night in a tent.',
      ),
    },
  },
  {
    slug: 'dostavka-ukrposhtoiu',
    date: '2026-04-08T11:00:00+03:00',
    pictograms: ['pouch', 'backpack'],
    color: '#e06a1e',
    title: { uk: 'Тепер доставляємо і Укрпоштою', en: 'We now deliver by Ukrposhta too' },
    excerpt: {
      uk: 'Замовлення можна отримати в будь-якому відділенні Укрпошти, навіть у невеликому селі.',
      en: 'Orders can now be collected at any Ukrposhta office, even in a small village.',
    },
    body: {
      uk: paragraphs(
        'Ви давно просили, і ми зробили: у кошику з’явився новий спосіб доставки — Укрпошта. Це зручно, якщо поруч немає відділення Нової пошти або ви живете в селі.',
        'Посилки Укрпоштою йдуть 2–5 днів, а вартість стартує від 45 ₴. Від 3 000 ₴ доставка, як і раніше, безкоштовна.',
        'Відстежити посилку можна за номером, який ми надішлемо в SMS одразу після відправлення.',
      ),
      en: paragraphs(
        'You asked for it, and here it is: the cart has a new delivery option, Ukrposhta. It helps if there is no Nova Poshta branch nearby or you live in a village.',
        'Ukrposhta parcels take 2–5 days, and prices start at 45 ₴. Delivery remains free on orders over 3 000 ₴.',
        'You can track your parcel with the number we text you as soon as it ships.',
      ),
    },
  },
  {
    slug: 'peredaly-aptechky-medykam',
    date: '2026-05-06T16:40:00+03:00',
    pictograms: ['pouch', 'helmet'],
    color: '#b3261e',
    title: { uk: 'Передали 200 аптечок медикам на схід', en: 'We handed 200 first-aid kits to medics in the east' },
    excerpt: {
      uk: 'Разом із покупцями зібрали на 200 укомплектованих аптечок-підсумків для евакуаційних екіпажів.',
      en: 'Together with our customers we raised enough for 200 stocked first-aid pouches for evacuation crews.',
    },
    body: {
      uk: paragraphs(
        'Упродовж квітня з кожного замовлення ми відкладали 2 % на аптечки, а багато з вас додавали донат під час оформлення. Разом вийшло понад 380 тисяч гривень.',
        'Усі аптечки ми укомплектували турнікетами, бандажами, гемостатиками та ножицями для одягу, а наші партнери-медики провели з екіпажами коротке навчання.',
        'Дякуємо кожному, хто долучився. Звіт із накладними та фото ми опублікували в Instagram і Telegram-каналі магазину.',
      ),
      en: paragraphs(
        'Throughout April we set aside 2% of every order for first-aid kits, and many of you added a donation at checkout. Together it came to more than 380 thousand hryvnias.',
        'We stocked every kit with tourniquets, bandages, haemostatics and trauma shears, and our partner medics ran a short training session with the crews.',
        'Thank you to everyone who took part. The report with invoices and photos is on the shop’s Instagram and Telegram channel.',
      ),
    },
  },
  {
    slug: 'novyi-brend-polissia-trail',
    date: '2026-06-10T10:00:00+03:00',
    pictograms: ['boot', 'jacket'],
    color: '#5b6330',
    title: { uk: 'Новий бренд у каталозі: Polissia Trail', en: 'New in the catalogue: Polissia Trail' },
    excerpt: {
      uk: 'Легкий одяг і взуття для довгих переходів лісом і болотами від майстерні з Житомирщини.',
      en: 'Light clothing and footwear for long treks through forests and wetlands from a workshop in the Zhytomyr region.',
    },
    body: {
      uk: paragraphs(
        'Polissia Trail почали з того, що шили черевики для себе й друзів-мисливців. Сьогодні в їхньому асортименті — мембранне взуття, софтшели, утеплені штани й термобілизна.',
        'Ми тестували моделі два місяці в Чорнобильській зоні разом з екологами заповідника. Найбільше сподобалися черевики «Марш» і «Полярник»: після 20 кілометрів болотами ноги лишалися сухими.',
        'Уся лінійка вже є на сайті та в шоурумі. До кінця місяця діє знижка 10 % з промокодом TABIR10.',
      ),
      en: paragraphs(
        'Polissia Trail began by making boots for themselves and their hunting friends. Today the range covers membrane footwear, softshells, insulated trousers and base layers.',
        'We tested the gear for two months in the Chornobyl zone with the reserve’s ecologists. Our favourites were the Marsh and Poliarnyk boots: after 20 kilometres of wetland our feet were still dry.',
        'The whole line is on the website and in the showroom. Until the end of the month, the code TABIR10 gives you 10% off.',
      ),
    },
  },
];
