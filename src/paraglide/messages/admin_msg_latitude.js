/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_LatitudeInputs */

const en_admin_msg_latitude = /** @type {(inputs: Admin_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drop the pin in Manhattan, near the business`)
};

const es_admin_msg_latitude = /** @type {(inputs: Admin_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloca el marcador en Manhattan, cerca del negocio`)
};

const fr_admin_msg_latitude = /** @type {(inputs: Admin_Msg_LatitudeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placez le repère à Manhattan, près du commerce`)
};

/**
* | output |
* | --- |
* | "Drop the pin in Manhattan, near the business" |
*
* @param {Admin_Msg_LatitudeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_latitude = /** @type {((inputs?: Admin_Msg_LatitudeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_LatitudeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_latitude(inputs)
	if (locale === "fr") return fr_admin_msg_latitude(inputs)
	return en_admin_msg_latitude(inputs)
});