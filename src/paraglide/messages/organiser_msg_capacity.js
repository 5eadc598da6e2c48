/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_CapacityInputs */

const en_organiser_msg_capacity = /** @type {(inputs: Organiser_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maximum capacity must be at least 1`)
};

const es_organiser_msg_capacity = /** @type {(inputs: Organiser_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El cupo máximo debe ser de al menos 1`)
};

const fr_organiser_msg_capacity = /** @type {(inputs: Organiser_Msg_CapacityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La capacité maximale doit être d’au moins 1`)
};

/**
* | output |
* | --- |
* | "Maximum capacity must be at least 1" |
*
* @param {Organiser_Msg_CapacityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_capacity = /** @type {((inputs?: Organiser_Msg_CapacityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_CapacityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_capacity(inputs)
	if (locale === "fr") return fr_organiser_msg_capacity(inputs)
	return en_organiser_msg_capacity(inputs)
});