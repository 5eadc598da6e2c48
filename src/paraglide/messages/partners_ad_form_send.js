/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Ad_Form_SendInputs */

const en_partners_ad_form_send = /** @type {(inputs: Partners_Ad_Form_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Inquiry`)
};

const es_partners_ad_form_send = /** @type {(inputs: Partners_Ad_Form_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar consulta`)
};

const fr_partners_ad_form_send = /** @type {(inputs: Partners_Ad_Form_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande`)
};

/**
* | output |
* | --- |
* | "Send Inquiry" |
*
* @param {Partners_Ad_Form_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_ad_form_send = /** @type {((inputs?: Partners_Ad_Form_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Ad_Form_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_ad_form_send(inputs)
	if (locale === "fr") return fr_partners_ad_form_send(inputs)
	return en_partners_ad_form_send(inputs)
});