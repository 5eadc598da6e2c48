/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Too_Many_CodesInputs */

const en_owner_msg_too_many_codes = /** @type {(inputs: Owner_Msg_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This claim has been sent all the codes it may have. Withdraw it and try again tomorrow, or contact us.`)
};

const es_owner_msg_too_many_codes = /** @type {(inputs: Owner_Msg_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya se enviaron todos los códigos permitidos para esta solicitud. Retírala e inténtalo mañana, o comunícate con nosotros.`)
};

const fr_owner_msg_too_many_codes = /** @type {(inputs: Owner_Msg_Too_Many_CodesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les codes permis pour cette demande ont été envoyés. Retirez-la et réessayez demain, ou contactez-nous.`)
};

/**
* | output |
* | --- |
* | "This claim has been sent all the codes it may have. Withdraw it and try again tomorrow, or contact us." |
*
* @param {Owner_Msg_Too_Many_CodesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_too_many_codes = /** @type {((inputs?: Owner_Msg_Too_Many_CodesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Too_Many_CodesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_too_many_codes(inputs)
	if (locale === "fr") return fr_owner_msg_too_many_codes(inputs)
	return en_owner_msg_too_many_codes(inputs)
});