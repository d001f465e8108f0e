import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';

/** A labelled React Aria select that posts with its form (a hidden native select carries `name`). */
export function AdminSelect({ label, name, options, defaultValue, className = '' }: { label: string; name: string; options: { value: string; label: string }[]; defaultValue?: string; className?: string }) {
  return (
    <Select name={name} defaultValue={defaultValue ?? options[0]?.value} className={`mb-4 flex flex-col gap-1 ${className}`}>
      <Label className="font-medium">{label}</Label>
      <Button className="flex min-h-11 w-full items-center justify-between rounded border border-stone-400 bg-white px-3 py-2 text-left data-[focus-visible]:outline-2 data-[focus-visible]:outline-offset-2 data-[focus-visible]:outline-amber-600">
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className="min-w-[--trigger-width] rounded border border-stone-300 bg-white shadow-lg">
        <ListBox className="max-h-72 overflow-auto p-1 outline-none">
          {options.map((option) => (
            <ListBoxItem key={option.value} id={option.value} className="cursor-pointer rounded px-3 py-2 outline-none data-[focused]:bg-stone-200 data-[selected]:font-semibold">
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
