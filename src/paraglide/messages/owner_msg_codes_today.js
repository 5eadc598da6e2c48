/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Owner_Msg_Codes_TodayInputs */

const en_owner_msg_codes_today = /** @type {(inputs: Owner_Msg_Codes_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many codes were sent to this address or phone, or for your account, today. Try again tomorrow, or contact us.`)
};

const es_owner_msg_codes_today = /** @type {(inputs: Owner_Msg_Codes_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoy se enviaron demasiados códigos a esta dirección o teléfono, o para tu cuenta. Inténtalo mañana o comunícate con nosotros.`)
};

const fr_owner_msg_codes_today = /** @type {(inputs: Owner_Msg_Codes_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trop de codes ont été envoyés aujourd’hui à cette adresse ou à ce téléphone, ou pour votre compte. Réessayez demain ou contactez-nous.`)
};

/**
* | output |
* | --- |
* | "Too many codes were sent to this address or phone, or for your account, today. Try again tomorrow, or contact us." |
*
* @param {Owner_Msg_Codes_TodayInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const owner_msg_codes_today = /** @type {((inputs?: Owner_Msg_Codes_TodayInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Owner_Msg_Codes_TodayInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_owner_msg_codes_today(inputs)
	if (locale === "fr") return fr_owner_msg_codes_today(inputs)
	return en_owner_msg_codes_today(inputs)
});