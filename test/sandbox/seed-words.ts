/**
 * The vocabulary of seeded links (seed-links.ts): words for titles, descriptions and paths, and
 * the hosts of their long URLs. None of them holds SEEDED_OLDEST_WORD.
 */
export const WORDS: readonly string[] = `
about account active advice agenda agile album alpine analysis annual answer apple archive arctic art atlas audio autumn avenue award backyard bakery
balance bamboo banner basic beach beacon berry better beyond bicycle big billing birch blue board bold book boost border bottle branch brave breeze
brick bridge bright broker budget builder bundle butter cabin cafe calendar camera campus canvas canyon capital carbon career casual cedar center
chapter charter cheap checklist chess city classic clean clever cliff cloud coast cobalt coffee collection color comet comfort common compass complete
concert copper coral corner cosmic cotton country craft creative creek crimson crystal culture custom daily dashboard data dawn debate deep delta demo
design desert detail digital dinner direct discovery district dream drift early easy echo eclipse edition effective elegant ember energy engine epic
essential estate event everyday exact expert explore express fabric falcon family farm fast feature festival field final finance fire first flagship
flash fleet flower focus forest format forward fountain fresh friday frontier future galaxy garden gateway gentle giant global golden grand granite
graph green grid growth guide habit harbor harvest health helpful hidden highland history holiday honest horizon hotel house idea image impact indigo
inside insight island ivory jacket journal journey jungle junior kitchen lagoon lake landmark language lantern laser launchpad leader learning legacy
lemon lesson letter library light linen local lodge logic lunar magnet maple market marble meadow media memo mentor method metro midnight mindful mint
mission mobile modern moment monday morning mosaic mountain museum music native nature network night noble north notebook ocean office olive
onboarding open orange orbit orchard origin outdoor palette panel paper parade park partnership patch pattern peak pepper pilot pioneer pixel planet
playbook plaza pocket podcast polar portal practical premium preview prime project prompt pulse puzzle quarter quick quiet radar rainbow rapid raven
recipe record region remote report review ribbon ridge river road rocket roof route royal rural safari sample savvy scale scene school science season
secret select series shadow shelter shore signal silver simple sketch skyline smart snapshot solar solid sound spark special spotlight spring square
stable starter station steady stone story strategy street studio summit sunday sunrise supply survey swift system table talent teamwork template
terrace theory thunder ticket timber timeline toolkit topic tower trail travel trend tribute tropical trust tuesday tutorial ultimate union update
upgrade urban valley vector velvet venture video village vintage vision visual voyage walnut water wave weekly welcome wellness wild willow window
winter wisdom wonder workshop world yellow yoga youth zenith zone
`
  .trim()
  .split(/\s+/);

export const HOSTS: readonly string[] = `
blog.example.com shop.example.com docs.example.com help.example.com careers.example.com www.example.com status.example.com developer.example.com
app.example.com press.example.com partners.example.com news.example.org learn.example.org community.example.org forum.example.org research.example.org
events.example.net store.example.net media.example.net go.example.net github.com www.youtube.com medium.com en.wikipedia.org www.linkedin.com
docs.google.com www.reddit.com news.ycombinator.com stackoverflow.com www.producthunt.com substack.com vimeo.com
`
  .trim()
  .split(/\s+/);
