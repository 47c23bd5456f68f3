/** What Akismet is asked about one comment or message. */
export interface AkismetQuestion {
  key: string;
  /** The blog's address (`blog`). */
  site: string;
  ip: string;
  userAgent: string;
  kind: 'comment' | 'message';
  author: string;
  content: string;
}

const TIMEOUT_MS = 3000;

/**
 * Akismet's comment-check (https://akismet.com/developers/comment-check/): true when it calls the
 * text spam, false when not, undefined when it cannot say (no answer, an error, a bad key): the
 * caller then publishes by its other rules. `baseUrl` is the service, or a stand-in in tests.
 */
export async function akismetSaysSpam(
  baseUrl: string,
  question: AkismetQuestion,
  onTrouble: (problem: string) => void,
): Promise<boolean | undefined> {
  const form = new URLSearchParams({
    api_key: question.key,
    blog: question.site,
    user_ip: question.ip,
    user_agent: question.userAgent,
    comment_type: question.kind === 'comment' ? 'comment' : 'message',
    comment_author: question.author,
    comment_content: question.content,
    blog_lang: 'zh_cn',
    blog_charset: 'UTF-8',
  });
  try {
    const response = await fetch(new URL('/1.1/comment-check', baseUrl), {
      method: 'POST',
      body: form,
      signal: AbortSignal.timeout(TIMEOUT_MS),
      redirect: 'error',
    });
    const answer = (await response.text()).trim();
    if (response.ok && (answer === 'true' || answer === 'false')) return answer === 'true';
    onTrouble(
      `Akismet answered ${response.status}: ${response.headers.get('x-akismet-debug-help') ?? answer.slice(0, 100)}`,
    );
  } catch (error) {
    onTrouble(`Akismet did not answer: ${String(error)}`);
  }
  return undefined;
}
