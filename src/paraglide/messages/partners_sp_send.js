/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partners_Sp_SendInputs */

const en_partners_sp_send = /** @type {(inputs: Partners_Sp_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Sponsorship Inquiry`)
};

const es_partners_sp_send = /** @type {(inputs: Partners_Sp_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar solicitud de patrocinio`)
};

const fr_partners_sp_send = /** @type {(inputs: Partners_Sp_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer la demande de parrainage`)
};

/**
* | output |
* | --- |
* | "Send Sponsorship Inquiry" |
*
* @param {Partners_Sp_SendInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const partners_sp_send = /** @type {((inputs?: Partners_Sp_SendInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partners_Sp_SendInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_partners_sp_send(inputs)
	if (locale === "fr") return fr_partners_sp_send(inputs)
	return en_partners_sp_send(inputs)
});