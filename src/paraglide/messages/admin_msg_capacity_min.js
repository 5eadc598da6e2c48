/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Msg_Capacity_MinInputs */

const en_admin_msg_capacity_min = /** @type {(inputs: Admin_Msg_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum capacity must be at least 1`)
};

const es_admin_msg_capacity_min = /** @type {(inputs: Admin_Msg_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacidad máxima debe ser de al menos 1`)
};

const fr_admin_msg_capacity_min = /** @type {(inputs: Admin_Msg_Capacity_MinInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité maximale doit être d’au moins 1`)
};

/**
* | output |
* | --- |
* | "Maximum capacity must be at least 1" |
*
* @param {Admin_Msg_Capacity_MinInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_capacity_min = /** @type {((inputs?: Admin_Msg_Capacity_MinInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Capacity_MinInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_capacity_min(inputs)
	if (locale === "fr") return fr_admin_msg_capacity_min(inputs)
	return en_admin_msg_capacity_min(inputs)
});