/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Access_AnyInputs */

const en_events_access_any = /** @type {(inputs: Events_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any venue`)
};

const es_events_access_any = /** @type {(inputs: Events_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier lugar`)
};

const fr_events_access_any = /** @type {(inputs: Events_Access_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les lieux`)
};

/**
* | output |
* | --- |
* | "Any venue" |
*
* @param {Events_Access_AnyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_access_any = /** @type {((inputs?: Events_Access_AnyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Access_AnyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_access_any(inputs)
	if (locale === "fr") return fr_events_access_any(inputs)
	return en_events_access_any(inputs)
});