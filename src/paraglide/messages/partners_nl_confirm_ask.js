/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Confirm_AskInputs */

const en_partners_nl_confirm_ask = /** @type {(inputs: Partners_Nl_Confirm_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One click and you're on the list for the Harlem newsletter: stories, events and new places uptown.`)
};

const es_partners_nl_confirm_ask = /** @type {(inputs: Partners_Nl_Confirm_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un clic y estarás en la lista del boletín de Harlem: historias, eventos y lugares nuevos del Alto Manhattan.`)
};

const fr_partners_nl_confirm_ask = /** @type {(inputs: Partners_Nl_Confirm_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un clic et vous voilà inscrit à la lettre d’information de Harlem : récits, événements et nouvelles adresses du nord de Manhattan.`)
};

/**
* | output |
* | --- |
* | "One click and you're on the list for the Harlem newsletter: stories, events and new places uptown." |
*
* @param {Partners_Nl_Confirm_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_confirm_ask = /** @type {((inputs?: Partners_Nl_Confirm_AskInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Confirm_AskInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_confirm_ask(inputs)
	if (locale === "fr") return fr_partners_nl_confirm_ask(inputs)
	return en_partners_nl_confirm_ask(inputs)
});