"""Cards, deals and card play: parsing, sorting, the trump order, following, trick winners."""

import pytest

from dokodesk.rules import (
    CARDS, RULES_40, RULES_48, Card, Deal, DealError, Game, IllegalAnnouncementError, IllegalPlayError, LogError, Ruleset,
    parse_cards, parse_event, sort_hand, Call,
)
from rules_helpers import FIXED_DEAL, deal_for_trick


def test_card_codes_round_trip_and_repr_is_code():
    for card in CARDS:
        assert Card.parse(str(card)) is card
        assert eval(repr(card), {"Card": Card}) is card
    assert str(Card.parse("TH")) == "TH"
    with pytest.raises(ValueError, match="not a card"):
        Card.parse("10H")


def test_augen_add_up_to_240_in_both_decks():
    assert sum(c.augen for c in RULES_48.deck()) == 240
    assert sum(c.augen for c in RULES_40.deck()) == 240
    assert len(RULES_48.deck()) == 48 and len(RULES_40.deck()) == 40
    with pytest.raises(ValueError):
        Ruleset(32)


def test_trump_order_and_hand_sorting():
    trumps = [c for c in CARDS if c.is_trump]
    assert [str(c) for c in trumps] == ["TH", "QC", "QS", "QH", "QD", "JC", "JS", "JH", "JD",
                                       "AD", "TD", "KD", "9D"]
    hand = parse_cards("9H AC TH KD QC 9S AH JD TS KC AS QH")
    assert " ".join(map(str, sort_hand(hand))) == "TH QC QH JD KD AC KC AS TS 9S AH 9H"
    assert not Card.parse("QC").follows_as == Card.parse("AC").follows_as  # Kreuz Dame is trump
    assert Card.parse("TH").is_trump and not Card.parse("AH").is_trump



@pytest.mark.parametrize("cards, winner", [
    (["TH", "TH", "QC", "9D"], 0),  # the first Dulle beats the second
    (["QC", "TH", "QC", "9D"], 1),
    (["AC", "TC", "AC", "KC"], 0),  # first of two equal Fehl cards
    (["AC", "9D", "TC", "AC"], 1),  # trumped
    (["9S", "AC", "AH", "KS"], 3),  # only the led suit counts
    (["AH", "KH", "TH", "9H"], 2),  # the Dulle is trump, not Herz
    (["AD", "TD", "KD", "9D"], 0),  # Karo is trump: the Fuchs is highest
    (["JD", "AD", "QD", "JC"], 2),
    (["QD", "JC", "QD", "JC"], 0),  # two pairs of equal trumps: the first Karo Dame
    (["KC", "9C", "KC", "AC"], 3),  # the later Ass beats the first König
])
@pytest.mark.parametrize("dealer", [3, 1])
def test_trick_winner_played_through_game(cards, winner, dealer):
    """Each first trick played card by card through `Game`; the winner (counted from the
    leader) takes the trick, its Augen and the next lead."""
    deal = deal_for_trick(cards, dealer)
    game = Game(deal)
    seats = [(dealer + 1 + i) % 4 for i in range(4)]
    done = None
    for seat, code in zip(seats, cards):
        done = game.play(seat, Card.parse(code))
    assert done is not None and done.winner == seats[winner]
    assert str(done.winning_card) == cards[winner]
    assert game.turn == seats[winner]
    party = deal.parties[seats[winner]]
    assert game.augen(party) == sum(Card.parse(c).augen for c in cards) and game.tricks_won(party) == 1


def test_must_follow_message_and_reason():
    g = Game(FIXED_DEAL, ["Anna", "Ben", "Cem", "Dora"])
    g.play(0, Card.parse("AS"))  # Pik led
    with pytest.raises(IllegalPlayError) as info:
        g.play(1, Card.parse("JC"))  # Ben holds TS KS 9S
    assert info.value.reason == "must_follow"
    assert str(info.value) == "Ben must follow Pik"
    assert set(map(str, g.legal_cards(1))) == {"TS", "KS", "9S"}


def test_kreuz_dame_does_not_follow_kreuz_and_dulle_does_not_follow_herz():
    g = Game(FIXED_DEAL)
    g.play(0, Card.parse("9C"))  # Kreuz led
    assert set(map(str, g.legal_cards(1))) == {"AC", "TC", "9C"}
    g.play(1, Card.parse("AC"))
    legal2 = set(map(str, g.legal_cards(2)))
    assert "QC" not in legal2 and legal2 == {"AC"}
    g2 = Game(FIXED_DEAL)
    g2.play(0, Card.parse("KH"))  # Herz led
    assert set(map(str, g2.legal_cards(1))) == {str(c) for c in set(g2.hand(1))}  # Ben has no Herz
    g2.play(1, Card.parse("9S"))
    assert set(map(str, g2.legal_cards(2))) == {"AH", "9H"}  # TH is trump, not Herz


def test_turn_hand_and_game_over_errors():
    g = Game(FIXED_DEAL, ["Anna", "Ben", "Cem", "Dora"])
    with pytest.raises(IllegalPlayError) as info:
        g.play(1, Card.parse("JC"))
    assert info.value.reason == "not_your_turn" and "Anna's turn" in str(info.value)
    with pytest.raises(IllegalPlayError) as info:
        g.play(0, Card.parse("TH"))
    assert info.value.reason == "not_in_hand" and str(info.value) == "Anna does not hold TH"
    assert isinstance(info.value, ValueError)


def test_first_trick_led_by_seat_after_dealer_and_winner_leads_next():
    g = Game(FIXED_DEAL)
    assert FIXED_DEAL.dealer == 3 and g.turn == 0
    for token in ["0:QC", "1:JC", "2:TH", "3:QS"]:
        g.apply(token)
    assert g.tricks[0].winner == 2 and g.turn == 2 and g.tricks[0].augen == 3 + 2 + 10 + 3


def test_log_events_parse_and_bad_tokens_are_refused():
    assert parse_event("2:QC") == (2, Card.parse("QC"))
    assert parse_event("0:schwarz") == (0, Call.SCHWARZ)
    for bad in ["4:QC", "0:qc", "0:RE", "0-QC", "", "0:", "0:10H", 7]:
        with pytest.raises(LogError):
            parse_event(bad)
    with pytest.raises(LogError) as info:
        Game.replay(FIXED_DEAL, ["0:QC", "1:XX"])
    assert info.value.event_index == 1


def test_replay_reports_the_first_illegal_event():
    with pytest.raises(IllegalPlayError) as info:
        Game.replay(FIXED_DEAL, ["0:AS", "1:JC"])
    assert info.value.event_index == 1 and info.value.reason == "must_follow"


def test_deal_problems_are_all_located():
    hands = [h.split() for h in FIXED_DEAL.hand_strings()]
    hands[2][0] = "QC"  # seat 2: TH replaced by a third QC
    with pytest.raises(DealError) as info:
        Deal.create([parse_cards(h) for h in hands], 3)
    text = str(info.value)
    assert "hand of seat 0: QC appears 3 times in the deal" in text
    assert "missing from the deck: TH" in text
    both = [h.split() for h in FIXED_DEAL.hand_strings()]
    i, j = both[0].index("QS"), both[2].index("QC")
    both[0][i], both[2][j] = both[2][j], both[0][i]
    with pytest.raises(DealError, match="hand of seat 0: holds both Kreuz Damen"):
        Deal.create([parse_cards(h) for h in both], 3)
    with pytest.raises(DealError, match="dealer"):
        Deal.parse(FIXED_DEAL.hand_strings(), 4)
    short = FIXED_DEAL.hand_strings()
    short[1] = " ".join(short[1].split()[:11])
    with pytest.raises(DealError, match="hand of seat 1: has 11 cards, needs 12"):
        Deal.parse(short, 3)
    with pytest.raises(DealError, match="9C is not in the 40-card deck"):
        Deal.parse(FIXED_DEAL.hand_strings(), 3, cards=40)


def test_re_seats_and_leader():
    assert FIXED_DEAL.re_seats == (0, 2)
    assert FIXED_DEAL.parties == (0, 1, 0, 1)
    assert FIXED_DEAL.leader == 0


def test_a_deal_is_validated_however_it_is_built():
    hands = [list(reversed(h)) for h in FIXED_DEAL.hands]  # the same hands, unsorted
    built = Deal(hands, 3)
    assert built == FIXED_DEAL and built.hands == FIXED_DEAL.hands  # stored sorted
    hands[2][0] = hands[2][1]  # a third copy of a card
    with pytest.raises(DealError):
        Deal(hands, 3)
    with pytest.raises(DealError, match="dealer"):
        Deal(FIXED_DEAL.hands, 7)


def test_seats_outside_the_table_are_illegal_plays_not_crashes():
    g = Game(FIXED_DEAL)
    for seat in (4, -1):
        with pytest.raises(IllegalPlayError) as info:
            g.play(seat, Card.parse("AS"))
        assert info.value.reason == "bad_seat"
        with pytest.raises(IllegalAnnouncementError) as refused:
            g.announce(seat, Call.RE)
        assert refused.value.reason == "bad_seat"
        assert g.allowed_calls(seat) == [] and g.legal_cards(seat) == []
    assert g.log == () and g.turn == 0


def test_records_are_read_only_and_undo_still_works():
    g = Game(FIXED_DEAL)
    for token in ["0:QC", "1:JC", "2:TH", "3:QS", "0:re"]:
        g.apply(token)
    assert g.log == ("0:QC", "1:JC", "2:TH", "3:QS", "0:re")
    for records in (g.log, g.tricks, g.levels, g.announcements):
        assert isinstance(records, tuple)
    with pytest.raises(AttributeError):
        g.log.append("1:AC")  # type: ignore[attr-defined]
    assert g.undo() == "0:re" and g.undo() == "3:QS"
    assert g.log == ("0:QC", "1:JC", "2:TH") and g.tricks == () and g.levels == (0, 0) and g.turn == 3


def test_pickled_and_copied_cards_and_deals_stay_equal():
    import copy
    import pickle

    assert pickle.loads(pickle.dumps(Card.parse("QC"))) is Card.parse("QC")
    assert copy.deepcopy(Card.parse("TH")) is Card.parse("TH")
    again = pickle.loads(pickle.dumps(FIXED_DEAL))  # as sent to simulation worker processes
    assert again == FIXED_DEAL and again.parties == FIXED_DEAL.parties == (0, 1, 0, 1)
    assert copy.deepcopy(FIXED_DEAL) == FIXED_DEAL


def test_a_deal_is_immutable_and_hashes_by_its_cards():
    from dataclasses import FrozenInstanceError

    with pytest.raises(FrozenInstanceError):
        FIXED_DEAL.dealer = 0  # type: ignore[misc]
    same = Deal.parse(FIXED_DEAL.hand_strings(), 3)
    assert same == FIXED_DEAL and hash(same) == hash(FIXED_DEAL) and same.hands == FIXED_DEAL.hands
    assert Deal.parse(FIXED_DEAL.hand_strings(), 2) != FIXED_DEAL
    assert eval(repr(FIXED_DEAL), {"Deal": Deal, "Card": Card, "Ruleset": Ruleset}) == FIXED_DEAL


def test_deal_parse_reads_the_set_notation_however_it_is_spaced():
    # FIXED_DEAL seat 0 "QC QS QD JH JH AD 9C AS AS KH KH 9H" in card ids (trump order first,
    # then Kreuz, Pik, Herz: QC 1, QS 2, QD 4, JH 7, AD 9, 9C 16, AS 17, KH 22, 9H 23).
    written = FIXED_DEAL.hand_strings()
    assert written[0] == "QC QS QD JH JH AD 9C AS AS KH KH 9H"
    deal = Deal.parse(written, 3)
    assert deal.card_ids[:12] == bytes([1, 2, 4, 7, 7, 9, 16, 17, 17, 22, 22, 23])
    assert deal.parties == (0, 1, 0, 1) and deal.dealer == 3
    spaced = list(written)
    spaced[1] = "  " + "   ".join(reversed(written[1].split())) + " "  # several spaces, in any order
    assert Deal.parse(spaced, 3) == deal
    # Only spaces separate the cards (set-format.md; issue 30, point 13): a tab is refused by its
    # place, also at the canonical length (the fast path's), as are a line break and a no-break space.
    for other, name in (("\t", "a tab"), ("\n", "a line break"), ("\xa0", "a no-break space")):
        with pytest.raises(DealError, match=f"hand of seat 0: the cards must be separated by spaces; "
                                            f"character 3 is {name}"):
            Deal.parse([other.join(h.split()) for h in written], 3)


def test_deal_parse_refuses_from_the_set_notation_what_is_no_dodge_deal():
    written = FIXED_DEAL.hand_strings()
    marriage = [h.split() for h in written]
    i, j = marriage[0].index("QS"), marriage[2].index("QC")
    marriage[0][i], marriage[2][j] = marriage[2][j], marriage[0][i]  # seat 0 now holds QC QC
    with pytest.raises(DealError, match="hand of seat 0: holds both Kreuz Damen"):
        Deal.parse([" ".join(h) for h in marriage], 3)
    third = [h.split() for h in written]
    third[2][0] = "QC"  # seat 2: TH replaced by a third QC
    with pytest.raises(DealError, match="QC appears 3 times") as info:
        Deal.parse([" ".join(h) for h in third], 3)
    assert "missing from the deck: TH" in str(info.value)
    for bad in ("qc", "QX", "10"):  # the canonical length, no card
        wrong = [h.split() for h in written]
        wrong[3][5] = bad
        with pytest.raises(DealError, match="hand of seat 3"):
            Deal.parse([" ".join(h) for h in wrong], 3)
    long = [h.split() for h in written]
    long[0].append(long[1].pop())  # 13 and 11 cards, the deck still whole
    with pytest.raises(DealError, match="hand of seat 0: has 13 cards, needs 12"):
        Deal.parse([" ".join(h) for h in long], 3)


def test_deal_parse_of_the_40_card_deck():
    # FIXED_DEAL without its eight Neunen (seat 2 held three, seat 3 one: seat 3 gives AH to seat 2).
    hands = [[c for c in h.split() if c[0] != "9"] for h in FIXED_DEAL.hand_strings()]
    hands[3].remove("AH")
    hands[2].append("AH")
    assert [len(h) for h in hands] == [10, 10, 10, 10]
    deal = Deal.parse([" ".join(h) for h in hands], 3, cards=40)
    assert deal.ruleset == RULES_40 and deal.parties == (0, 1, 0, 1)
    assert deal.card_ids[:10] == bytes([1, 2, 4, 7, 7, 9, 17, 17, 22, 22])
    with pytest.raises(DealError, match="hand of seat 0: has 10 cards, needs 12"):
        Deal.parse([" ".join(h) for h in hands], 3)


def test_the_card_code_tables_read_every_code_and_nothing_else():
    from dokodesk.rules.cards import CODE_RANK, CODE_SUIT, ID_OF_RANK_SUIT

    def read(code):
        return ID_OF_RANK_SUIT[CODE_RANK[ord(code[0])] * 5 + CODE_SUIT[ord(code[1])]]

    assert read("TH") == 0 and read("QC") == 1 and read("9H") == 23  # the first, Kreuz Dame, the last id
    assert [read(card.code) for card in CARDS] == list(range(24))
    others = [a + b for a in map(chr, range(32, 127)) for b in map(chr, range(32, 127))]
    assert sorted(read(code) for code in others if read(code) >= 0) == list(range(24))  # 24 codes of 9,025
