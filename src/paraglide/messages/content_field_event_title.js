/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Field_Event_TitleInputs */

const en_content_field_event_title = /** @type {(inputs: Content_Field_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event title`)
};

const es_content_field_event_title = /** @type {(inputs: Content_Field_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título del evento`)
};

const fr_content_field_event_title = /** @type {(inputs: Content_Field_Event_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre de l’événement`)
};

/**
* | output |
* | --- |
* | "Event title" |
*
* @param {Content_Field_Event_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const content_field_event_title = /** @type {((inputs?: Content_Field_Event_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Field_Event_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_content_field_event_title(inputs)
	if (locale === "fr") return fr_content_field_event_title(inputs)
	return en_content_field_event_title(inputs)
});