/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Organiser_Msg_Capacity_Too_LargeInputs */

const en_organiser_msg_capacity_too_large = /** @type {(inputs: Organiser_Msg_Capacity_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Maximum capacity must be at most ${i?.max}`)
};

const es_organiser_msg_capacity_too_large = /** @type {(inputs: Organiser_Msg_Capacity_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El cupo máximo no puede pasar de ${i?.max}`)
};

const fr_organiser_msg_capacity_too_large = /** @type {(inputs: Organiser_Msg_Capacity_Too_LargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La capacité maximale ne peut pas dépasser ${i?.max}`)
};

/**
* | output |
* | --- |
* | "Maximum capacity must be at most {max}" |
*
* @param {Organiser_Msg_Capacity_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_capacity_too_large = /** @type {((inputs: Organiser_Msg_Capacity_Too_LargeInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_Capacity_Too_LargeInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_capacity_too_large(inputs)
	if (locale === "fr") return fr_organiser_msg_capacity_too_large(inputs)
	return en_organiser_msg_capacity_too_large(inputs)
});