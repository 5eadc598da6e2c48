/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Admin_Msg_Capacity_MaxInputs */

const en_admin_msg_capacity_max = /** @type {(inputs: Admin_Msg_Capacity_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum capacity must be at most ${i?.max}`)
};

const es_admin_msg_capacity_max = /** @type {(inputs: Admin_Msg_Capacity_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacidad máxima puede ser de ${i?.max} como mucho`)
};

const fr_admin_msg_capacity_max = /** @type {(inputs: Admin_Msg_Capacity_MaxInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacité maximale ne peut pas dépasser ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Maximum capacity must be at most {max}" |
*
* @param {Admin_Msg_Capacity_MaxInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_capacity_max = /** @type {((inputs: Admin_Msg_Capacity_MaxInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Capacity_MaxInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_capacity_max(inputs)
	if (locale === "fr") return fr_admin_msg_capacity_max(inputs)
	return en_admin_msg_capacity_max(inputs)
});