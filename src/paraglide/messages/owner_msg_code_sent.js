/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Code_SentInputs */

const en_owner_msg_code_sent = /** @type {(inputs: Owner_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We sent you a code. Enter it below; it works for 15 minutes.`)
};

const es_owner_msg_code_sent = /** @type {(inputs: Owner_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te enviamos un código. Escríbelo abajo; vale durante 15 minutos.`)
};

const fr_owner_msg_code_sent = /** @type {(inputs: Owner_Msg_Code_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous avons envoyé un code. Saisissez-le ci-dessous ; il est valable 15 minutes.`)
};

/**
* | output |
* | --- |
* | "We sent you a code. Enter it below; it works for 15 minutes." |
*
* @param {Owner_Msg_Code_SentInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_code_sent = /** @type {((inputs?: Owner_Msg_Code_SentInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Code_SentInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_code_sent(inputs)
	if (locale === "fr") return fr_owner_msg_code_sent(inputs)
	return en_owner_msg_code_sent(inputs)
});