import { paragraphs, type NewsSeed } from './article-types.ts';

export const newsSecondHalf: NewsSeed[] = [
  {
    slug: 'dohliad-za-membrannym-vzuttiam',
    date: '2026-07-15T13:20:00+03:00',
    pictograms: ['boot'],
    color: '#8a6a43',
    title: { uk: 'Як доглядати за мембранним взуттям', en: 'How to care for membrane boots' },
    excerpt: {
      uk: 'Чотири прості правила, які продовжать життя черевикам на кілька сезонів.',
      en: 'Four simple rules that add several seasons to the life of your boots.',
    },
    body: {
      uk: paragraphs(
        'Мембрана не пропускає воду лише доти, доки її пори не забиті брудом і сіллю. Тому найважливіше правило — мити черевики після кожного брудного виходу.',
        '<ol><li>Змивайте бруд теплою водою та м’якою щіткою, без мийних засобів.</li><li>Сушіть при кімнатній температурі, діставши устілки й наповнивши черевики папером. Ніколи — на батареї чи біля вогнища.</li><li>Раз на місяць обробляйте верх водовідштовхувальним просоченням.</li><li>Зберігайте в сухому місці, не в поліетиленовому пакеті.</li></ol>',
        'Якщо черевики почали промокати, не поспішайте їх викидати: часто достатньо ретельно вимити й просочити верх. Принесіть їх у шоурум — подивимося й порадимо.',
      ),
      en: paragraphs(
        'A membrane only stays waterproof while its pores are not clogged with dirt and salt. So the most important rule is to wash your boots after every muddy trip.',
        '<ol><li>Rinse off mud with warm water and a soft brush, without detergents.</li><li>Dry them at room temperature with the insoles out and paper stuffed inside. Never on a radiator or by a fire.</li><li>Treat the uppers with a water-repellent proofer once a month.</li><li>Store them somewhere dry, not in a plastic bag.</li></ol>',
        'If your boots have started to leak, do not throw them out yet: a thorough wash and re-proofing is often enough. Bring them to the showroom and we will take a look.',
      ),
    },
  },
  {
    slug: 'oplata-chastynamy',
    date: '2026-08-19T10:45:00+03:00',
    pictograms: ['vest', 'helmet'],
    color: '#1f2b47',
    title: { uk: 'Оплата частинами без переплат', en: 'Interest-free instalments' },
    excerpt: {
      uk: 'Бронежилет, шолом чи намет тепер можна оплатити трьома або шістьма платежами без комісії.',
      en: 'You can now pay for body armour, a helmet or a tent in three or six interest-free instalments.',
    },
    body: {
      uk: paragraphs(
        'Якісне спорядження коштує недешево, а потрібне воно часто вже зараз. Тому ми додали оплату частинами: на кроці оплати оберіть «Частинами» і кількість платежів.',
        'Перший платіж списується одразу, решта — щомісяця в ту саму дату. Комісію за розстрочку сплачує магазин, тож ви платите рівно ціну товару.',
        'Оплата частинами доступна для замовлень від 2 000 ₴ і карток українських банків, що підтримують цю послугу.',
      ),
      en: paragraphs(
        'Good gear is not cheap, and you often need it right away. So we have added instalments: at the payment step choose “Instalments” and the number of payments.',
        'The first payment is taken immediately and the rest monthly on the same date. The shop pays the instalment fee, so you pay exactly the price of the goods.',
        'Instalments are available on orders over 2 000 ₴ with cards from Ukrainian banks that support the service.',
      ),
    },
  },
  {
    slug: 'test-spalnykiv-na-moroz',
    date: '2026-02-24T18:00:00+02:00',
    pictograms: ['sleeping-bag', 'tent'],
    color: '#e06a1e',
    title: { uk: 'Перевірили спальники морозом: результати тесту', en: 'We put sleeping bags to a frost test: the results' },
    excerpt: {
      uk: 'Три ночі на Боржаві при −12 °C: як поводяться наші зимові спальники в реальних умовах.',
      en: 'Three nights on the Borzhava ridge at −12 °C: how our winter sleeping bags perform in real conditions.',
    },
    body: {
      uk: paragraphs(
        'На етикетках пишуть температуру комфорту, але як вона співвідноситься з реальною ночівлею? Ми взяли три зимові спальники й поїхали на полонину Боржава.',
        '«Полярна ніч −15» виявився найтеплішим: у термобілизні спали без шапки. «Бліндаж −10» трохи поступився, але його тканина краще пережила іній у наметі. Пуховий «Пух −5» на такий мороз не розрахований — з ним знадобилися пуховик і вкладиш.',
        'Головний висновок: спальник гріє лише в парі з добрим килимком. На пінному кареметі навіть найтепліший спальник не врятує від холоду знизу, тож узимку беріть килимок з теплоізоляцією R 4 і вище.',
      ),
      en: paragraphs(
        'Labels state a comfort temperature, but how does that compare with a real night out? We took three winter bags to the Borzhava ridge.',
        'The Poliarna Nich −15 was the warmest: we slept in base layers without a hat. The Blindazh −10 was slightly behind, but its fabric coped better with frost inside the tent. The Pukh −5 down bag is not meant for such cold — it needed a down jacket and a liner.',
        'The main lesson: a sleeping bag only keeps you warm together with a good mat. On a thin foam pad even the warmest bag will not stop the cold from below, so in winter take a mat rated R 4 or higher.',
      ),
    },
  },
  {
    slug: 'znyzhky-do-dnia-zakhysnykiv',
    date: '2026-09-22T09:00:00+03:00',
    pictograms: ['helmet', 'vest', 'glove'],
    color: '#5b6330',
    title: { uk: 'Тиждень знижок до Дня захисників і захисниць', en: 'Defenders Day discount week' },
    excerpt: {
      uk: 'З 24 вересня по 1 жовтня — знижки до 20 % на захисне спорядження та подарункові набори.',
      en: 'From 24 September to 1 October, up to 20% off protective gear and gift sets.',
    },
    body: {
      uk: paragraphs(
        'Напередодні 1 жовтня хочемо подякувати всім, хто нас захищає. Протягом тижня діють знижки на шоломи, плитоноски, рукавички та активні навушники.',
        'Для тих, хто шукає подарунок, ми зібрали готові набори: «Щоденний» (ліхтар, мультитул і рукавички) та «Польовий» (кухоль, термос і пальник). Їх упакуємо в коробку з листівкою.',
        'Військовим за пред’явлення посвідчення в шоурумі — додаткові 5 % на все.',
      ),
      en: paragraphs(
        'Ahead of 1 October we want to thank everyone who defends us. For a whole week helmets, plate carriers, gloves and active ear protection are on sale.',
        'If you are looking for a gift, we have put together ready-made sets: “Everyday” (torch, multitool and gloves) and “Field” (mug, flask and stove). We will pack them in a box with a card.',
        'Service members get an extra 5% off everything at the showroom on showing their ID.',
      ),
    },
  },
  {
    slug: 'pidhotovka-do-zymovoho-pokhodu',
    date: '2026-10-28T12:30:00+02:00',
    pictograms: ['mat', 'stove', 'jacket'],
    color: '#2c62ad',
    title: { uk: 'Готуємося до зимового походу: чекліст', en: 'Getting ready for a winter hike: a checklist' },
    excerpt: {
      uk: 'Що взяти в перший зимовий похід і без чого краще не виходити на маршрут.',
      en: 'What to pack for your first winter hike and what not to set off without.',
    },
    body: {
      uk: paragraphs(
        'Зима в Карпатах — це тиша, засніжені ялиці й ранкова кава з видом на хребет. Але й помилки взимку коштують дорожче, тому підготуйтеся заздалегідь.',
        '<ul><li>Одяг шарами: термобілизна, фліс, утеплена куртка, мембрана.</li><li>Зимовий спальник з комфортом не вище −10 °C і килимок R 4+.</li><li>Пальник, що працює на морозі, та газ із зимовою сумішшю.</li><li>Термос, запасні рукавички й шкарпетки в герметичному пакеті.</li><li>Налобний ліхтар із запасним акумулятором: темніє о 16:30.</li></ul>',
        'І обов’язково повідомте рідним маршрут і час повернення, а також зареєструйтеся в рятувальній службі регіону.',
      ),
      en: paragraphs(
        'Winter in the Carpathians means silence, snowy firs and morning coffee with a view of the ridge. But mistakes cost more in winter, so prepare in advance.',
        '<ul><li>Layers: base layer, fleece, insulated jacket, waterproof shell.</li><li>A winter sleeping bag rated to −10 °C comfort or lower and an R 4+ mat.</li><li>A stove that works in frost, with winter-blend gas.</li><li>A flask, spare gloves and socks in a dry bag.</li><li>A head torch with a spare battery: it gets dark at 16:30.</li></ul>',
        'And always tell your family your route and return time, and register with the regional rescue service.',
      ),
    },
  },
  {
    slug: 'zymovyi-hrafik-roboty',
    date: '2026-11-18T15:00:00+02:00',
    pictograms: ['lantern', 'tent'],
    color: '#2f6b3c',
    title: { uk: 'Графік роботи на зимові свята', en: 'Holiday opening hours this winter' },
    excerpt: {
      uk: 'Як працюватимуть шоурум, відправлення й служба підтримки наприкінці грудня та на початку січня.',
      en: 'How the showroom, dispatch and customer support will work at the end of December and in early January.',
    },
    body: {
      uk: paragraphs(
        'Зимові свята — гарячий час для подарунків, тому ми попереджаємо про графік заздалегідь, щоб посилки встигли вчасно.',
        'Останні відправлення цього року — 30 грудня о 14:00. 31 грудня та 1 січня шоурум і склад не працюватимуть, а служба підтримки відповідатиме в месенджерах з 10:00 до 16:00.',
        'З 2 січня працюємо у звичайному режимі. Гарних свят і теплих ночівель!',
      ),
      en: paragraphs(
        'The winter holidays are peak time for gifts, so we are announcing our hours early to make sure your parcels arrive in time.',
        'The last dispatch this year is on 30 December at 14:00. On 31 December and 1 January the showroom and warehouse are closed, and support answers on messengers from 10:00 to 16:00.',
        'From 2 January we are back to normal hours. Happy holidays and warm nights out!',
      ),
    },
  },
];
