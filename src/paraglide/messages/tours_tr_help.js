/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tours_Tr_HelpInputs */

const en_tours_tr_help = /** @type {(inputs: Tours_Tr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What you save is published at once on the tour’s Spanish or French page. Leave a field empty and save to remove its translation.`)
};

const es_tours_tr_help = /** @type {(inputs: Tours_Tr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lo que guardes se publica al instante en la página del recorrido en español o en francés. Deja un campo vacío y guarda para quitar su traducción.`)
};

const fr_tours_tr_help = /** @type {(inputs: Tours_Tr_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce que vous enregistrez est publié aussitôt sur la page de la visite en espagnol ou en français. Laissez un champ vide et enregistrez pour supprimer sa traduction.`)
};

/**
* | output |
* | --- |
* | "What you save is published at once on the tour’s Spanish or French page. Leave a field empty and save to remove its translation." |
*
* @param {Tours_Tr_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const tours_tr_help = /** @type {((inputs?: Tours_Tr_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tours_Tr_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_tours_tr_help(inputs)
	if (locale === "fr") return fr_tours_tr_help(inputs)
	return en_tours_tr_help(inputs)
});