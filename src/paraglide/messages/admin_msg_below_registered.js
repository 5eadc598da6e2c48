/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Admin_Msg_Below_RegisteredInputs */

const en_admin_msg_below_registered = /** @type {(inputs: Admin_Msg_Below_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Capacity cannot be lower than the ${i?.count} people already registered`)
};

const es_admin_msg_below_registered = /** @type {(inputs: Admin_Msg_Below_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacidad no puede ser menor que las ${i?.count} personas ya inscritas`)
};

const fr_admin_msg_below_registered = /** @type {(inputs: Admin_Msg_Below_RegisteredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacité ne peut pas être inférieure aux ${i?.count} personnes déjà inscrites`)
};

/**
* | output |
* | --- |
* | "Capacity cannot be lower than the {count} people already registered" |
*
* @param {Admin_Msg_Below_RegisteredInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const admin_msg_below_registered = /** @type {((inputs: Admin_Msg_Below_RegisteredInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Msg_Below_RegisteredInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_admin_msg_below_registered(inputs)
	if (locale === "fr") return fr_admin_msg_below_registered(inputs)
	return en_admin_msg_below_registered(inputs)
});