/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Nl_Unsub_AskInputs */

const en_partners_nl_unsub_ask = /** @type {(inputs: Partners_Nl_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You'll stop receiving the Harlem newsletter, and we'll delete your email address from our list.`)
};

const es_partners_nl_unsub_ask = /** @type {(inputs: Partners_Nl_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dejarás de recibir el boletín de Harlem y eliminaremos tu correo electrónico de nuestra lista.`)
};

const fr_partners_nl_unsub_ask = /** @type {(inputs: Partners_Nl_Unsub_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous ne recevrez plus la lettre d’information de Harlem et nous supprimerons votre adresse e-mail de notre liste.`)
};

/**
* | output |
* | --- |
* | "You'll stop receiving the Harlem newsletter, and we'll delete your email address from our list." |
*
* @param {Partners_Nl_Unsub_AskInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_nl_unsub_ask = /** @type {((inputs?: Partners_Nl_Unsub_AskInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Nl_Unsub_AskInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_nl_unsub_ask(inputs)
	if (locale === "fr") return fr_partners_nl_unsub_ask(inputs)
	return en_partners_nl_unsub_ask(inputs)
});