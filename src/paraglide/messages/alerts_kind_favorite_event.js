/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_Kind_Favorite_EventInputs */

const en_alerts_kind_favorite_event = /** @type {(inputs: Alerts_Kind_Favorite_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New event`)
};

const es_alerts_kind_favorite_event = /** @type {(inputs: Alerts_Kind_Favorite_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nuevo evento`)
};

const fr_alerts_kind_favorite_event = /** @type {(inputs: Alerts_Kind_Favorite_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvel événement`)
};

/**
* | output |
* | --- |
* | "New event" |
*
* @param {Alerts_Kind_Favorite_EventInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_kind_favorite_event = /** @type {((inputs?: Alerts_Kind_Favorite_EventInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_Kind_Favorite_EventInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_kind_favorite_event(inputs)
	if (locale === "fr") return fr_alerts_kind_favorite_event(inputs)
	return en_alerts_kind_favorite_event(inputs)
});