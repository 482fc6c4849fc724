/**
 * Words of low-value pages, one row per language: looked up by the page's language, all rows
 * when it is unknown or has no row. Each is a phrase such pages show (lower-case, matched as a substring), chosen to
 * be unlikely in a real article's title or first lines. The mechanisms of ./index.ts (password fields, captcha
 * widgets, declared paywalls, app mount points, text length) work without any row.
 */

export interface LowValueWords {
  /** In the title or the first heading: the page is an error page. */
  error: readonly string[];
  /** In the title or first heading, or in a short result: a sign-in page. */
  login: readonly string[];
  /** In a short result or the page's text: a paywall's offer. */
  paywall: readonly string[];
  /** In a short result or the page's text: a cookie or consent wall. */
  consent: readonly string[];
  /** In the title or a short result: a human check. */
  captcha: readonly string[];
}

export const LOW_VALUE_WORDS: Readonly<Record<string, LowValueWords>> = {
  en: {
    error: ['page not found', 'not found', 'error 404', '404 error', 'page does not exist', "page doesn't exist", 'page cannot be found', 'page could not be found', 'internal server error', 'service unavailable'],
    login: ['sign in to continue', 'log in to continue', 'please log in', 'please sign in', 'sign in to your account', 'log in to your account', 'you must be logged in', 'login required', 'forgot your password', 'forgot password'],
    paywall: ['subscribe to continue reading', 'subscribe to read', 'to continue reading, subscribe', 'this article is for subscribers', 'subscribers only', 'already a subscriber', 'become a subscriber', 'start your subscription', 'to read the full article'],
    consent: ['we use cookies', 'this site uses cookies', 'this website uses cookies', 'accept all cookies', 'cookie settings', 'manage cookies', 'your privacy choices', 'we value your privacy', 'accept all', 'reject all'],
    captcha: ['verify you are human', 'verify that you are human', 'are you a robot', 'not a robot', 'checking your browser', 'just a moment', 'attention required', 'unusual traffic', 'complete the security check'],
  },
  de: {
    error: ['seite nicht gefunden', 'nicht gefunden', 'fehler 404', 'seite existiert nicht', 'seite wurde nicht gefunden'],
    login: ['bitte melden sie sich an', 'anmelden, um fortzufahren', 'melden sie sich an', 'passwort vergessen', 'einloggen'],
    paywall: ['jetzt abonnieren', 'weiterlesen mit', 'für abonnenten', 'nur für abonnenten', 'bereits abonnent', 'abo abschließen'],
    consent: ['wir verwenden cookies', 'diese website verwendet cookies', 'alle akzeptieren', 'cookie-einstellungen', 'zustimmen und weiter', 'alle ablehnen'],
    captcha: ['bestätigen sie, dass sie ein mensch sind', 'sind sie ein roboter', 'kein roboter', 'sicherheitsüberprüfung'],
  },
  fr: {
    error: ['page introuvable', 'page non trouvée', 'erreur 404', "cette page n'existe pas", 'page inexistante'],
    login: ['connectez-vous', 'identifiez-vous', 'mot de passe oublié', 'se connecter pour continuer'],
    paywall: ['réservé aux abonnés', 'abonnez-vous', 'déjà abonné', 'article réservé', 'pour lire la suite'],
    consent: ['nous utilisons des cookies', 'ce site utilise des cookies', 'tout accepter', 'paramètres des cookies', 'tout refuser', 'accepter et continuer'],
    captcha: ['vérifiez que vous êtes humain', 'êtes-vous un robot', 'pas un robot', 'vérification de sécurité'],
  },
  es: {
    error: ['página no encontrada', 'no se encontró la página', 'error 404', 'la página no existe'],
    login: ['inicia sesión', 'iniciar sesión para continuar', 'olvidaste tu contraseña', 'acceder a tu cuenta'],
    paywall: ['exclusivo para suscriptores', 'suscríbete para seguir leyendo', 'ya eres suscriptor', 'contenido para suscriptores'],
    consent: ['utilizamos cookies', 'este sitio utiliza cookies', 'aceptar todas', 'aceptar todo', 'configuración de cookies', 'rechazar todo'],
    captcha: ['verifica que eres humano', 'no soy un robot', 'eres un robot', 'comprobación de seguridad'],
  },
  it: {
    error: ['pagina non trovata', 'errore 404', 'la pagina non esiste'],
    login: ['accedi per continuare', 'effettua il login', 'password dimenticata', 'accedi al tuo account'],
    paywall: ['riservato agli abbonati', 'abbonati per continuare', 'sei già abbonato', 'contenuto riservato'],
    consent: ['utilizziamo i cookie', 'questo sito utilizza cookie', 'accetta tutti', 'impostazioni dei cookie', 'rifiuta tutti'],
    captcha: ['verifica di essere umano', 'non sono un robot', 'sei un robot', 'controllo di sicurezza'],
  },
  pt: {
    error: ['página não encontrada', 'erro 404', 'a página não existe'],
    login: ['faça login', 'entre para continuar', 'esqueceu sua senha', 'esqueceu a senha', 'inicie sessão'],
    paywall: ['exclusivo para assinantes', 'assine para continuar lendo', 'já é assinante', 'conteúdo exclusivo'],
    consent: ['usamos cookies', 'utilizamos cookies', 'este site usa cookies', 'aceitar todos', 'configurações de cookies', 'rejeitar todos'],
    captcha: ['verifique se você é humano', 'não sou um robô', 'você é um robô', 'verificação de segurança'],
  },
  nl: {
    error: ['pagina niet gevonden', 'fout 404', 'deze pagina bestaat niet'],
    login: ['log in om verder te gaan', 'inloggen om verder te gaan', 'wachtwoord vergeten', 'log in op je account'],
    paywall: ['alleen voor abonnees', 'word abonnee', 'al abonnee', 'lees verder met'],
    consent: ['wij gebruiken cookies', 'we gebruiken cookies', 'deze website gebruikt cookies', 'alles accepteren', 'cookie-instellingen', 'alles weigeren'],
    captcha: ['bevestig dat je een mens bent', 'ben je een robot', 'geen robot'],
  },
  pl: {
    error: ['nie znaleziono strony', 'strona nie została znaleziona', 'błąd 404', 'strona nie istnieje'],
    login: ['zaloguj się, aby kontynuować', 'zaloguj się', 'nie pamiętasz hasła'],
    paywall: ['tylko dla subskrybentów', 'wykup subskrypcję', 'masz już subskrypcję'],
    consent: ['używamy plików cookie', 'ta strona używa plików cookie', 'akceptuję wszystkie', 'zaakceptuj wszystkie', 'ustawienia plików cookie'],
    captcha: ['potwierdź, że jesteś człowiekiem', 'nie jestem robotem'],
  },
  ru: {
    error: ['страница не найдена', 'ошибка 404', 'страница не существует'],
    login: ['войдите, чтобы продолжить', 'войдите в аккаунт', 'забыли пароль'],
    paywall: ['только для подписчиков', 'оформите подписку', 'уже подписчик'],
    consent: ['мы используем файлы cookie', 'этот сайт использует cookie', 'принять все'],
    captcha: ['подтвердите, что вы человек', 'я не робот', 'вы робот'],
  },
  ja: {
    error: ['ページが見つかりません', 'お探しのページは見つかりませんでした', '404 not found'],
    login: ['ログインしてください', 'ログインが必要です', 'パスワードをお忘れ'],
    paywall: ['有料会員限定', '会員登録すると続きをお読みいただけます', 'この記事は有料会員'],
    consent: ['cookieを使用しています', 'クッキーを使用しています', 'すべて同意する'],
    captcha: ['ロボットではありません', '人間であることを確認'],
  },
  zh: {
    error: ['页面不存在', '找不到页面', '页面未找到', '頁面不存在', '找不到網頁'],
    login: ['请登录', '登录后查看', '忘记密码', '請登入'],
    paywall: ['订阅后阅读', '付费内容', '會員專屬'],
    consent: ['我们使用cookie', '我们使用 cookie', '接受所有', '接受全部'],
    captcha: ['请完成安全验证', '我不是机器人', '人机验证'],
  },
};

/** The rows for a page: its language's, or every row when the language is unknown or has none. */
export function wordsFor(language: string | undefined): LowValueWords[] {
  const row = language ? LOW_VALUE_WORDS[language.toLowerCase().split('-')[0]] : undefined;
  return row ? [row] : Object.values(LOW_VALUE_WORDS);
}
