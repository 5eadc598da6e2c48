/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Editor_HelpInputs */

const en_content_editor_help = /** @type {(inputs: Content_Editor_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write your description and your events in Spanish and French for visitors who read the guide in those languages. A translation appears once the guide’s team has checked it; until then they see your English text with a note.`)
};

const es_content_editor_help = /** @type {(inputs: Content_Editor_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escribe tu descripción y tus eventos en español y en francés para quienes leen la guía en esos idiomas. Cada traducción se publica cuando el equipo de la guía la revisa; mientras tanto, se muestra tu texto en inglés con una nota.`)
};

const fr_content_editor_help = /** @type {(inputs: Content_Editor_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rédigez votre description et vos événements en espagnol et en français pour les visiteurs qui lisent le guide dans ces langues. Une traduction paraît une fois relue par l’équipe du guide ; d’ici là, ils voient votre texte anglais accompagné d’une note.`)
};

/**
* | output |
* | --- |
* | "Write your description and your events in Spanish and French for visitors who read the guide in those languages. A translation appears once the guide’s team ..." |
*
* @param {Content_Editor_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_editor_help = /** @type {((inputs?: Content_Editor_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Editor_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_editor_help(inputs)
	if (locale === "fr") return fr_content_editor_help(inputs)
	return en_content_editor_help(inputs)
});