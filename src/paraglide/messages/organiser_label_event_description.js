/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Organiser_Label_Event_DescriptionInputs */

const en_organiser_label_event_description = /** @type {(inputs: Organiser_Label_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event description`)
};

const es_organiser_label_event_description = /** @type {(inputs: Organiser_Label_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción del evento`)
};

const fr_organiser_label_event_description = /** @type {(inputs: Organiser_Label_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de l’événement`)
};

/**
* | output |
* | --- |
* | "Event description" |
*
* @param {Organiser_Label_Event_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_label_event_description = /** @type {((inputs?: Organiser_Label_Event_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Label_Event_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_label_event_description(inputs)
	if (locale === "fr") return fr_organiser_label_event_description(inputs)
	return en_organiser_label_event_description(inputs)
});