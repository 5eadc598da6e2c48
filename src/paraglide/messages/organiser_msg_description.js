/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Msg_DescriptionInputs */

const en_organiser_msg_description = /** @type {(inputs: Organiser_Msg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event description is required`)
};

const es_organiser_msg_description = /** @type {(inputs: Organiser_Msg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La descripción del evento es obligatoria`)
};

const fr_organiser_msg_description = /** @type {(inputs: Organiser_Msg_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La description de l’événement est obligatoire`)
};

/**
* | output |
* | --- |
* | "Event description is required" |
*
* @param {Organiser_Msg_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_msg_description = /** @type {((inputs?: Organiser_Msg_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Msg_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_msg_description(inputs)
	if (locale === "fr") return fr_organiser_msg_description(inputs)
	return en_organiser_msg_description(inputs)
});