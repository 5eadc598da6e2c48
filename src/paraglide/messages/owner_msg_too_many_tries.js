/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Too_Many_TriesInputs */

const en_owner_msg_too_many_tries = /** @type {(inputs: Owner_Msg_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many tries of this code. Send a new code.`)
};

const es_owner_msg_too_many_tries = /** @type {(inputs: Owner_Msg_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demasiados intentos con este código. Pide un código nuevo.`)
};

const fr_owner_msg_too_many_tries = /** @type {(inputs: Owner_Msg_Too_Many_TriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop d’essais avec ce code. Demandez un nouveau code.`)
};

/**
* | output |
* | --- |
* | "Too many tries of this code. Send a new code." |
*
* @param {Owner_Msg_Too_Many_TriesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_tries = /** @type {((inputs?: Owner_Msg_Too_Many_TriesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_TriesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_tries(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_tries(inputs)
	return en_owner_msg_too_many_tries(inputs)
});