/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_ActivityInputs */

const en_moderation_an_activity = /** @type {(inputs: Moderation_An_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activity`)
};

const es_moderation_an_activity = /** @type {(inputs: Moderation_An_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actividad`)
};

const fr_moderation_an_activity = /** @type {(inputs: Moderation_An_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activité`)
};

/**
* | output |
* | --- |
* | "Activity" |
*
* @param {Moderation_An_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_activity = /** @type {((inputs?: Moderation_An_ActivityInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_ActivityInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_activity(inputs)
	if (locale === "fr") return fr_moderation_an_activity(inputs)
	return en_moderation_an_activity(inputs)
});