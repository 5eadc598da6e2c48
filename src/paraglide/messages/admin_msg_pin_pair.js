/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Pin_PairInputs */

const en_admin_msg_pin_pair = /** @type {(inputs: Admin_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set both latitude and longitude, or neither`)
};

const es_admin_msg_pin_pair = /** @type {(inputs: Admin_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indica la latitud y la longitud, o ninguna de las dos`)
};

const fr_admin_msg_pin_pair = /** @type {(inputs: Admin_Msg_Pin_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez la latitude et la longitude, ou aucune des deux`)
};

/**
* | output |
* | --- |
* | "Set both latitude and longitude, or neither" |
*
* @param {Admin_Msg_Pin_PairInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_pin_pair = /** @type {((inputs?: Admin_Msg_Pin_PairInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Pin_PairInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_pin_pair(inputs)
	if (locale === "fr") return fr_admin_msg_pin_pair(inputs)
	return en_admin_msg_pin_pair(inputs)
});