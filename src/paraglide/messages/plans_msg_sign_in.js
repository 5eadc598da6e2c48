/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Plans_Msg_Sign_InInputs */

const en_plans_msg_sign_in = /** @type {(inputs: Plans_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to subscribe to a partnership plan.`)
};

const es_plans_msg_sign_in = /** @type {(inputs: Plans_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicia sesión para suscribirte a un plan de colaboración.`)
};

const fr_plans_msg_sign_in = /** @type {(inputs: Plans_Msg_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veuillez vous connecter pour vous abonner à une formule de partenariat.`)
};

/**
* | output |
* | --- |
* | "Please sign in to subscribe to a partnership plan." |
*
* @param {Plans_Msg_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const plans_msg_sign_in = /** @type {((inputs?: Plans_Msg_Sign_InInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Msg_Sign_InInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_plans_msg_sign_in(inputs)
	if (locale === "fr") return fr_plans_msg_sign_in(inputs)
	return en_plans_msg_sign_in(inputs)
});