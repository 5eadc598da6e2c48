/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Resend_Too_SoonInputs */

const en_owner_msg_resend_too_soon = /** @type {(inputs: Owner_Msg_Resend_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please wait a minute before asking for another code.`)
};

const es_owner_msg_resend_too_soon = /** @type {(inputs: Owner_Msg_Resend_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Espera un minuto antes de pedir otro código.`)
};

const fr_owner_msg_resend_too_soon = /** @type {(inputs: Owner_Msg_Resend_Too_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Patientez une minute avant de demander un autre code.`)
};

/**
* | output |
* | --- |
* | "Please wait a minute before asking for another code." |
*
* @param {Owner_Msg_Resend_Too_SoonInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_resend_too_soon = /** @type {((inputs?: Owner_Msg_Resend_Too_SoonInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Resend_Too_SoonInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_resend_too_soon(inputs)
	if (locale === "fr") return fr_owner_msg_resend_too_soon(inputs)
	return en_owner_msg_resend_too_soon(inputs)
});