# Consistent deals: the items a seat cannot see, dealt to the other seats as its observation allows.

REJECTS = 20  # plain deals tried before the constrained one (each is exact when it is kept)
TRIES = 30  # constrained attempts before the constraints are dropped (never needed in play)


def shuffle(items, rng):
    """Fisher-Yates with the seat's own generator, so a choice depends on its random state."""
    for i in range(len(items) - 1, 0, -1):
        j = rng.below(i + 1)
        items[i], items[j] = items[j], items[i]


def deal_hidden(me, sizes, hidden, forbidden, rng, owner):
    """Deal the items of `hidden` into owner[] (a seat number each) to every seat but `me`,
    sizes[s] items to seat s, never an item x to a seat s with bit x of forbidden[s] set (a
    pass showed it holds none).

    First plain shuffled deals, kept only when every seat's share is allowed: a kept one is
    drawn evenly from the deals consistent with what the seat knows. When REJECTS of them
    fail, the items are dealt one by one, those the fewest seats may hold first, each to a
    seat that may hold it in proportion to the room left in its hand (near even); after TRIES
    failures the constraints are dropped."""
    n = len(sizes)
    order = list(hidden)
    seats = [s for s in range(n) if s != me]
    for _ in range(REJECTS):
        shuffle(order, rng)
        i = 0
        ok = True
        for s in seats:
            m = 0
            for x in order[i:i + sizes[s]]:
                m |= 1 << x
            if m & forbidden[s]:
                ok = False
                break
            i += sizes[s]
        if ok:
            i = 0
            for s in seats:
                for x in order[i:i + sizes[s]]:
                    owner[x] = s
                i += sizes[s]
            return
    for attempt in range(TRIES + 1):
        shuffle(order, rng)
        room = [0 if s == me else sizes[s] for s in range(n)]
        strict = attempt < TRIES
        allowed = {}
        for x in order:
            allowed[x] = [s for s in seats if not (strict and forbidden[s] >> x & 1)]
        order.sort(key=lambda x: len(allowed[x]))
        ok = True
        for x in order:
            total = 0
            for s in allowed[x]:
                total += room[s]
            if total == 0:
                ok = False
                break
            k = rng.below(total)
            for s in allowed[x]:
                if k < room[s]:
                    owner[x] = s
                    room[s] -= 1
                    break
                k -= room[s]
        if ok:
            return
    raise ValueError("no deal of the %d hidden items fits the hand sizes" % len(hidden))
