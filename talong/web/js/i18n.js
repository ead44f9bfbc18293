// The UI in Swedish and English. Game terms (förhand, talong, pulla, betar,
// pinnar, omköp, Rufer...) stay in the game's own language in both.

const TEXT = {
  sv: {
    language: 'Språk', contrast: 'Kontrast', grain: 'Korn', temperature: 'Färgtemperatur',
    lobby: 'Spelrum', finished: 'Avslutade partier', table: 'Bord', rules: 'Fullständiga regler',
    newParty: 'Nytt parti', players: 'Spelare', length: 'Partiets längd', rounds: 'rundor', deals: 'givar',
    aiLevel: 'AI-nivå', aiDelay: 'AI-paus (sekunder)', start: 'Starta partiet', seat: 'Plats',
    you: 'Du', ai: 'AI', yourTurn: 'Din tur', waitingFor: 'Väntar på', cards: 'kort', tricks: 'stick',
    deal: 'Giv', of: 'av', standings: 'Ställning', settlement: 'Avräkning', nextDeal: 'Nästa giv',
    finalSettlement: 'Slutsammanräkning', partyOver: 'Partiet är slut', lastTrick: 'Senaste sticket',
    showLastTrick: 'Visa senaste sticket', hideLastTrick: 'Dölj senaste sticket', actions: 'Val',
    bidding: 'Budgivning', auction: 'Budhistorik', pass: 'Pass', bid: 'Bud', level: 'Nivå',
    pins: 'Pinnar', qualifier: 'Trumf', buying: 'Köp', discard: 'Lägg bort', selected: 'valda',
    buy: 'Köp', trump: 'Trumf', contract: 'Spel', declarer: 'Spelförare', noTrump: 'sang',
    secondPack: 'Andra leken', bottomCard: 'Bottenkort', talong: 'talong', sittingOut: 'står över',
    openHand: 'Öppen hand', result: 'Resultat', download: 'Ladda ned protokoll (JSON)',
    replay: 'Repris', step: 'Steg', previous: 'Föregående', next: 'Nästa', back: 'Tillbaka',
    noFinished: 'Inga avslutade partier ännu.', error: 'Fel', rule: 'Regel', connecting: 'Ansluter…',
    reconnecting: 'Återansluter…', unknownParty: 'Partiet finns inte eller så saknas din plats här.',
    total: 'Summa', amount: 'Belopp', betar: 'betar', pinnar: 'pinnar', pulla: 'pulla',
    rulesMissing: 'Reglerna är inte publicerade ännu.', loading: 'Laddar…', seats: 'Platser',
    created: 'Startat', finishedAt: 'Avslutat', open: 'Öppna', continueParty: 'Fortsätt partiet',
    activeParties: 'Dina pågående partier', dealNo: 'Giv nr', clearSelection: 'Rensa',
    selectToDiscard: 'Välj kort att lägga bort och tryck sedan på köp.', hand: 'Din hand',
    glossary: 'Ordlista', summary: 'Sammanfattning', phase: 'Skede',
    tookTrick: 'tog sticket', waiting: 'Väntar…', staleAction: 'Bordet hann ändras innan ditt val kom fram. Bordet är uppdaterat: välj igen.',
    refused: 'Det valet är inte tillåtet just nu.', readRule: 'Läs regeln', notNow: 'Inget kort kan spelas just nu.',
    notYourTurn: 'Det är inte din tur: nu väntar vi på', noCardNow: 'Välj med knapparna: inget kort ska väljas i det här steget.',
    notLegalCard: 'Det kortet får du inte välja nu. Tillåtna kort är markerade:', mustFollow: 'Du måste bekänna färg och spela',
    doPlay: 'Spela ett av de markerade korten.', doDiscard: 'Välj kort att lägga bort', doBid: 'Bjud eller passa.',
    doChoose: 'Välj ett av alternativen.', trickHold: 'Stickpaus', scoreSheet: 'Protokoll', allHands: 'Alla händer',
    close: 'Stäng', contractCol: 'Spel', resultCol: 'Resultat', game: 'Spel', date: 'Datum', status: 'Status',
    dealReached: 'Giv', inPlay: 'pågår', ended: 'avslutat', myParties: 'Mina partier', myFinished: 'Mina avslutade partier',
    sumOfLines: 'Summa', tricksOne: 'stick', settings: 'Inställningar',
    // friends (issue 11)
    seatsHeading: 'Platserna', seatKindYou: 'Du', seatKindOpen: 'Öppen för spelare', seatKindAi: 'AI',
    hostName: 'Ditt namn', publicTable: 'Publikt bord (syns i spelrummet, protokollet blir öppet)',
    allowSpectators: 'Åskådare tillåtna', awayAfter: 'AI tar över efter (sekunder borta)',
    waitingRoom: 'Väntrum', inviteLink: 'Inbjudningslänk', copy: 'Kopiera', copied: 'Kopierad',
    inviteHelp: 'Skicka länken till dem du vill spela med. Var och en tar en ledig plats med den.',
    startWithAi: 'Lediga platser spelas av AI när du startar.', waitingForHost: 'Väntar på att värden startar partiet.',
    online: 'online', offline: 'offline', away: 'borta · AI spelar', freeSeat: 'ledig', aiSeat: 'AI',
    hostTag: 'värd', youTag: 'du', toAct: 'ska agera',
    joinHeading: 'Inbjudan till ett bord', yourName: 'Ditt namn', pickSeat: 'Välj en ledig plats', takeSeat: 'Ta plats',
    noFreeSeat: 'Alla platser är tagna.', inviteUnknown: 'Inbjudan finns inte.', alreadySeated: 'Du har redan en plats vid det här bordet.',
    toTable: 'Till bordet', chatHeading: 'Chatt', chatSend: 'Skicka', chatPlaceholder: 'Skriv till bordet…',
    chatTooFast: 'Du skriver för snabbt: högst 5 meddelanden per 10 sekunder. Vänta lite.',
    chatEmpty: 'Inga meddelanden ännu.', peopleHeading: 'Vid bordet', handToAi: 'Ge platsen till AI',
    reopenSeat: 'Öppna platsen igen', leaveTable: 'Lämna bordet', takeBack: 'Ta tillbaka platsen',
    aiPlaysYou: 'AI spelar din plats medan du är borta.', seatRevoked: 'Värden har gett din plats till någon annan.',
    spectating: 'Du är åskådare: du ser bara det som är öppet på bordet.', followSeat: 'Följ en plats (given är slut)',
    publicView: 'Öppen vy', watch: 'Titta på', mineHeading: 'Mina bord', openTables: 'Öppna bord att sätta sig vid',
    noOpenTables: 'Inga öppna bord just nu.', playersCol: 'Spelare', turnCol: 'Tur', yourTurnShort: 'din tur',
    statusGathering: 'samlas', statusPlaying: 'pågår', statusFinished: 'avslutat', freeSeats: 'lediga platser',
    spectatorLink: 'Åskådarlänk', noSpectators: 'Bordet tillåter inga åskådare.', playersLower: 'spelare',
  },
  en: {
    language: 'Language', contrast: 'Contrast', grain: 'Grain', temperature: 'Colour temperature',
    lobby: 'Card room', finished: 'Finished parties', table: 'Table', rules: 'Full rules',
    newParty: 'New party', players: 'Players', length: 'Party length', rounds: 'rounds', deals: 'deals',
    aiLevel: 'AI level', aiDelay: 'AI pause (seconds)', start: 'Start the party', seat: 'Seat',
    you: 'You', ai: 'AI', yourTurn: 'Your turn', waitingFor: 'Waiting for', cards: 'cards', tricks: 'tricks',
    deal: 'Deal', of: 'of', standings: 'Standings', settlement: 'Settlement', nextDeal: 'Next deal',
    finalSettlement: 'Final settlement', partyOver: 'The party is over', lastTrick: 'Last trick',
    showLastTrick: 'Show last trick', hideLastTrick: 'Hide last trick', actions: 'Choices',
    bidding: 'Bidding', auction: 'Auction', pass: 'Pass', bid: 'Bid', level: 'Level',
    pins: 'Pinnar', qualifier: 'Trump', buying: 'Buying', discard: 'Discard', selected: 'selected',
    buy: 'Buy', trump: 'Trump', contract: 'Game', declarer: 'Declarer', noTrump: 'sang (no trump)',
    secondPack: 'Second pack', bottomCard: 'Bottom card', talong: 'talong', sittingOut: 'sits out',
    openHand: 'Open hand', result: 'Result', download: 'Download record (JSON)',
    replay: 'Replay', step: 'Step', previous: 'Previous', next: 'Next', back: 'Back',
    noFinished: 'No finished parties yet.', error: 'Error', rule: 'Rule', connecting: 'Connecting…',
    reconnecting: 'Reconnecting…', unknownParty: 'This party does not exist or your seat is not known here.',
    total: 'Total', amount: 'Amount', betar: 'betar', pinnar: 'pinnar', pulla: 'pulla',
    rulesMissing: 'The rules are not published yet.', loading: 'Loading…', seats: 'Seats',
    created: 'Started', finishedAt: 'Finished', open: 'Open', continueParty: 'Continue the party',
    activeParties: 'Your parties in play', dealNo: 'Deal no.', clearSelection: 'Clear',
    selectToDiscard: 'Select the cards to discard, then press buy.', hand: 'Your hand',
    glossary: 'Glossary', summary: 'Summary', phase: 'Phase',
    tookTrick: 'won the trick', waiting: 'Waiting…', staleAction: 'The table changed before your choice arrived. The table is up to date: choose again.',
    refused: 'That choice is not allowed now.', readRule: 'Read the rule', notNow: 'No card can be played now.',
    notYourTurn: 'It is not your turn: waiting for', noCardNow: 'Use the buttons: no card is chosen in this step.',
    notLegalCard: 'You may not choose that card now. The legal cards are marked:', mustFollow: 'You must follow suit and play',
    doPlay: 'Play one of the marked cards.', doDiscard: 'Select the cards to put away', doBid: 'Bid or pass.',
    doChoose: 'Choose one of the options.', trickHold: 'Trick pause', scoreSheet: 'Score sheet', allHands: 'All hands',
    close: 'Close', contractCol: 'Contract', resultCol: 'Result', game: 'Game', date: 'Date', status: 'Status',
    dealReached: 'Deal', inPlay: 'in play', ended: 'finished', myParties: 'My parties', myFinished: 'My finished parties',
    sumOfLines: 'Total', tricksOne: 'trick', settings: 'Settings',
    // friends (issue 11)
    seatsHeading: 'The seats', seatKindYou: 'You', seatKindOpen: 'Open for a player', seatKindAi: 'AI',
    hostName: 'Your name', publicTable: 'Public table (listed in the card room, record open to all)',
    allowSpectators: 'Spectators allowed', awayAfter: 'AI takes over after (seconds away)',
    waitingRoom: 'Waiting room', inviteLink: 'Invitation link', copy: 'Copy', copied: 'Copied',
    inviteHelp: 'Send the link to the people you want to play with. Each of them takes one free seat with it.',
    startWithAi: 'Seats still open are played by the AI when you start.', waitingForHost: 'Waiting for the host to start the party.',
    online: 'online', offline: 'offline', away: 'away · AI plays', freeSeat: 'free', aiSeat: 'AI',
    hostTag: 'host', youTag: 'you', toAct: 'to act',
    joinHeading: 'Invitation to a table', yourName: 'Your name', pickSeat: 'Choose a free seat', takeSeat: 'Take the seat',
    noFreeSeat: 'Every seat is taken.', inviteUnknown: 'This invitation does not exist.', alreadySeated: 'You already hold a seat at this table.',
    toTable: 'To the table', chatHeading: 'Chat', chatSend: 'Send', chatPlaceholder: 'Write to the table…',
    chatTooFast: 'You are writing too fast: at most 5 messages per 10 seconds. Wait a little.',
    chatEmpty: 'No messages yet.', peopleHeading: 'At the table', handToAi: 'Hand the seat to the AI',
    reopenSeat: 'Reopen the seat', leaveTable: 'Leave the table', takeBack: 'Take the seat back',
    aiPlaysYou: 'The AI plays your seat while you are away.', seatRevoked: 'The host has handed your seat over.',
    spectating: 'You are a spectator: you see only what is open on the table.', followSeat: 'Follow a seat (the board is over)',
    publicView: 'Public view', watch: 'Watch', mineHeading: 'My tables', openTables: 'Open tables to join',
    noOpenTables: 'No open tables right now.', playersCol: 'Players', turnCol: 'Turn', yourTurnShort: 'your turn',
    statusGathering: 'gathering', statusPlaying: 'in play', statusFinished: 'finished', freeSeats: 'free seats',
    spectatorLink: 'Spectator link', noSpectators: 'This table allows no spectators.', playersLower: 'players',
  },
};

// Swedish by default: a Nordic card room; the choice is remembered per browser.
let lang = localStorage.getItem('talong.lang') === 'en' ? 'en' : 'sv';

export function getLang() { return lang; }

export function setLang(value) {
  lang = TEXT[value] ? value : 'sv';
  localStorage.setItem('talong.lang', lang);
  document.documentElement.lang = lang;
}

export function t(key) {
  return (TEXT[lang] && TEXT[lang][key]) || TEXT.en[key] || key;
}

/** Pick the current language from a {sv, en} object or text_sv/text_en fields. */
export function pick(obj, base = 'text') {
  if (obj == null) return '';
  if (typeof obj === 'string') return obj;
  return obj[lang] ?? obj[`${base}_${lang}`] ?? obj.en ?? obj[`${base}_en`] ?? '';
}
