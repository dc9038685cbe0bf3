<Chat initial={thread} />
