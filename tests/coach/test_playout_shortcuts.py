"""The play-outs' two shortcuts change no result (issue 37): a strong bot that `stays_silent` makes
no call, and the completed tricks a view shows are the game's, however the game got there."""

from __future__ import annotations

import random

from dokodesk.bots import make_bot
from dokodesk.bots.strong import StrongBot, hand_strength
from dokodesk.rules import Card, Game
from dokodesk.rules.deal import KONTRA, RE
from dokodesk.rules.random_play import random_deal


def ids(codes: str) -> list[int]:
    return [Card.parse(c).id for c in codes.split()]


def test_stays_silent_by_the_thresholds_on_hand_computed_strengths():
    bot = StrongBot()
    # Re: 8 Buben/Karo trumps at 1 each, a Kreuz Dame 1.5, no Fehl Ass: 9.5 (hand-counted)
    re_hand = ids("QC JC JS JH JD AD TD KD 9D 9S 9H KC")
    assert hand_strength(re_hand) == 9.5
    # an Ansage needs 10.75, and up to 2 points may come from the first tricks: 9.5 may still call
    assert not bot.stays_silent(re_hand, 48, RE, 0)
    # after the party's Re, only keine 90 is left, at 11.0: 9.5 never says it
    assert bot.stays_silent(re_hand, 48, RE, 1)
    # Kontra needs 13.5 - 2 = 11.5: the same cards (without the Kreuz Dame's Re) stay silent
    assert bot.stays_silent(re_hand, 48, KONTRA, 0)
    assert bot.stays_silent(re_hand, 48, RE, 2)  # the strong bot makes no call past keine 90
    weak = ids("9D KD 9S 9S KS KH 9H 9C KC TC TS TH")
    assert hand_strength(weak) == 5.0  # Karo Neun and König at 1 each, the Dulle 3, no Ass
    assert bot.stays_silent(weak, 48, RE, 0)


def test_a_silent_strong_bot_makes_no_call_in_real_games():
    """Wherever `stays_silent` says so, `choose_calls` on the seat's real view calls nothing: a
    shortcut that skipped a call would change the coach's play-outs."""
    bot = make_bot("strong")
    rng = random.Random(11)
    checked = skipped = 0
    for _ in range(60):
        game = Game(random_deal(rng))
        dealt = [[c.id for c in game.deal.hands[s]] for s in range(4)]
        while not game.is_over:
            for seat in range(4):
                view = game.view(seat)
                if not view.allowed_calls:
                    continue
                party = game.parties[seat]
                checked += 1
                calls = bot.choose_calls(view, rng).calls
                if bot.stays_silent(dealt[seat], 48, party, game.levels[party]):
                    skipped += 1
                    assert not calls, (game.log, seat)
                else:
                    for call in calls:
                        game.announce(seat, call)
            game.play(game.turn, bot.choose_card(game.view(game.turn), rng).card)
    assert checked > 1000 and 0.2 < skipped / checked < 0.95  # the test asks about real cases


def test_a_views_tricks_are_the_games_after_play_undo_and_copy():
    rng = random.Random(5)
    game = Game(random_deal(rng))
    bot = make_bot("simple")

    def fresh(g: Game):
        return tuple((t.leader, t.cards, t.winner) for t in g.tricks)

    for _ in range(30):
        game.play(game.turn, bot.choose_card(game.view(game.turn), rng).card)
        shown = game.view(0).tricks
        assert tuple((t.leader, t.cards, t.winner) for t in shown) == fresh(game)
    copy = game.copy()
    for _ in range(6):  # back over a trick boundary, then another card there
        game.undo()
    other = [c for c in game.legal_cards(game.turn)]
    game.play(game.turn, other[-1])
    for g in (game, copy):
        assert tuple((t.leader, t.cards, t.winner) for t in g.view(1).tricks) == fresh(g)
    assert len(copy.view(2).tricks) == 7 and len(game.view(2).tricks) == 6


def test_may_call_is_can_announce_of_the_next_call_at_every_position():
    """The play-outs ask the kernel's legal levels instead of building the refusal: the same
    answer as `Game.can_announce` for each seat's next call, before every card of real games
    (calls made, deadlines passed, a party at schwarz)."""
    from dokodesk.bots.runner import may_call
    from dokodesk.rules import Call

    rng = random.Random(7)
    bots = [make_bot("strong")] * 4
    answers = set()
    for _ in range(6):
        game = Game(random_deal(rng))
        while not game.is_over:
            for seat in range(4):
                party = game.parties[seat]
                level = game.levels[party]
                expected = level < 5 and game.can_announce(seat, Call.for_level(party, level + 1))
                assert may_call(game, seat) == expected
                answers.add(expected)
                if expected and rng.random() < 0.1:
                    game.announce(seat, Call.for_level(party, level + 1))
            seat = game.turn
            game.play(seat, bots[seat].choose_card(game.view(seat), rng).card)
    assert answers == {True, False}
