/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Field_Event_DescriptionInputs */

const en_content_field_event_description = /** @type {(inputs: Content_Field_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event description`)
};

const es_content_field_event_description = /** @type {(inputs: Content_Field_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción del evento`)
};

const fr_content_field_event_description = /** @type {(inputs: Content_Field_Event_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description de l’événement`)
};

/**
* | output |
* | --- |
* | "Event description" |
*
* @param {Content_Field_Event_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_field_event_description = /** @type {((inputs?: Content_Field_Event_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Field_Event_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_field_event_description(inputs)
	if (locale === "fr") return fr_content_field_event_description(inputs)
	return en_content_field_event_description(inputs)
});