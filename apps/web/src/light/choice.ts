/**
 * A select whose answer is already in the page: of the elements that name it
 * (`data-choice-of="<select id>"`), the one whose `data-choice` is the selected value is shown.
 */
export function enhanceChoice(select: HTMLSelectElement): () => void {
  const show = () => {
    document.querySelectorAll<HTMLElement>('[data-choice-of]').forEach((answer) => {
      if (answer.dataset.choiceOf === select.id) answer.hidden = answer.dataset.choice !== select.value;
    });
  };
  // A choice made before the script ran (the browser keeps a select's value on reload) is shown.
  show();
  select.addEventListener('change', show);
  return () => select.removeEventListener('change', show);
}
