/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Type_CommunityInputs */

const en_events_type_community = /** @type {(inputs: Events_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community events`)
};

const es_events_type_community = /** @type {(inputs: Events_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos comunitarios`)
};

const fr_events_type_community = /** @type {(inputs: Events_Type_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Événements de quartier`)
};

/**
* | output |
* | --- |
* | "Community events" |
*
* @param {Events_Type_CommunityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_type_community = /** @type {((inputs?: Events_Type_CommunityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Type_CommunityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_type_community(inputs)
	if (locale === "fr") return fr_events_type_community(inputs)
	return en_events_type_community(inputs)
});