// The runtime's error codes, a closed set like the front end's (grammar/*/codes.ts): what each one
// means. Messages are written where the error is found, since they name the game's cards, players
// and rules; clients and tests match the code. Every code here is documented in docs/diagnostics.md
// (Runtime errors) and used somewhere in runtime/; test/runtime/codes.test.ts checks both ways.

export const RUNTIME_CODES = {
  // Creating a game (createGame's diagnostics): the inputs the game was created with.
  'game/player-count': 'the number of players is outside the rule file\'s `players`',
  'game/no-deck': 'no deck entry covers this number of players',
  'game/unknown-option': 'an option value is given for an option the game does not have',
  'game/bad-option': 'an option value the option cannot take: not one of its `values`, or not of its default\'s type',
  'game/option-not-compiled': 'an option with a `patch:` has another value than the rules were compiled with',

  // Move notation (parseMove): the text is not a move.
  'notation/empty': 'no move given',
  'notation/unknown-verb': 'the move does not start with play, pass, choose, split or do',
  'notation/unknown-player': 'the `Name:` prefix names no player',
  'notation/which-player': 'several players decide now: the move must name its player',
  'notation/syntax': 'the move\'s shape is wrong',
  'notation/unknown-card': 'a play names a card that does not exist',
  'notation/duplicate-card': 'a play names a card twice',
  'notation/no-wild': '`*=…` is used, but the player holds no (more) wild for it',
  'notation/unknown-rank': 'a declaration (`*=QH`) names a rank the game does not have',
  'notation/ambiguous': 'the cards form several melds that may be played',
  'notation/unknown-value': 'a `choose` value is nothing of the game',
  'notation/unclosed-quote': 'a quote is not closed',

  // Moves (applyMove): the move is well formed but not legal now.
  'move/game-over': 'the game is over',
  'move/not-your-turn': 'another player must act now',
  'move/choice-pending': 'the player must first answer the choice they were asked',
  'move/not-an-option': 'the answer is not one of the options',
  'move/unknown-action': 'the game has no such action',
  'move/action-not-allowed': 'the action\'s `when` does not hold now',
  'move/not-in-hand': 'the player does not hold a card of the play',
  'move/not-a-wild': 'a card played with a declaration is not a wild',
  'move/fixed-rank': 'a card of any suit is declared with another rank than its own',
  'move/not-a-meld': 'the cards form no meld of the game (or not the one named)',
  'move/only': 'a card\'s `only` forbids every meld the cards would form',
  'move/cannot-lead': 'no meld the cards form may be led',
  'move/not-same-type': 'a follow is not the same meld as the one led',
  'move/not-same-size': 'a follow has another number of cards than the meld led',
  'move/not-higher': 'a follow is not higher than the meld on the table',
  'move/must-follow': 'the player holds a card of the led suit and must play one',
  'move/not-allowed-zone': 'the card is not in a zone a card may be played from now',
  'move/obligation': 'an obligation requires another move',
  'move/no-match': 'the card does not match the table, by the shedding procedure\'s `match` rule (or, out of turn, a procedure\'s `interrupt` rule)',
  'move/must-lead': 'the leader may not pass',
  'move/cannot-pass': 'passing is not open now',
  'move/illegal': 'any other move that is not legal now',

  // The rule file goes wrong in play (RuleError): the error points into the rule file.
  'runtime/type': 'a value of the wrong kind',
  'runtime/bad-order': "a climbing trick's `order` expression gives neither 'ascending' nor 'descending'",
  'runtime/division-by-zero': 'a division by zero',
  'runtime/not-enough-cards': 'a `give` or `deal` runs out of cards',
  'runtime/bad-count': 'a count is not a whole number of at least 0',
  'runtime/no-chooser': 'a choice has no `me` and no `by:`',
  'runtime/not-a-zone': 'a value used as a zone is not one',
  'runtime/too-long': 'a move (or a game\'s setup) did more than its 20,000,000 steps of work: an expression runs too long, or a range or list is too large',
  'runtime/effects-loop': 'a move ran more than 100,000 effect statements without a decision',
  'runtime/no-progress': 'the game makes no progress: 200,000 automatic steps in one move without a decision',
  'runtime/too-large': 'a list or string an expression builds, or a value a var holds, is over 100,000 elements or characters',
  'runtime/too-many-options': 'a choice or setup decision would offer more than 5,000 options',
  'runtime/too-many-moves': 'a turn would have more than 100,000 possible plays',
  'runtime/no-end': 'the game has not ended after 20,000 moves',
  'runtime/stuck': 'no player has a legal move, but the game is not over',
  'runtime/no-player': 'there is no player in that seat',
  'runtime/no-card': 'there is no such card',
  'runtime/no-marker': 'the marker is not in play',
  'runtime/unknown-name': 'a name the runtime does not know',
  'runtime/unknown-member': 'a member the value does not have',
  'runtime/unknown-method': 'a list method that does not exist',
  'runtime/unknown-function': 'a function or choice that does not exist',
  'runtime/unknown-option': 'an option the game does not have, read in an expression',
  'runtime/arity': 'a call with a missing or wrong argument',
  'runtime/lambda': 'a lambda outside a list method\'s argument',
  'runtime/assign': 'an assignment to something that cannot be assigned',
  'runtime/not-an-effect': 'a statement that is not an effect',
  'runtime/choice-in-condition': 'a choice used where no player may be asked',
  'runtime/broken-expression': 'an expression with syntax errors reached the runtime',

  // Simulations: a bot failed.
  'bot/failed': 'a bot threw while choosing a move',
} as const;

export type RuntimeCode = keyof typeof RUNTIME_CODES;

export const runtimeCodes = Object.keys(RUNTIME_CODES) as RuntimeCode[];
