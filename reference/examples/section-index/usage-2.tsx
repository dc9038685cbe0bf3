<ContactsExample className="h-[520px]" />
