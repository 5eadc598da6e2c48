/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_To_F_ZoneInputs */

const en_moderation_to_f_zone = /** @type {(inputs: Moderation_To_F_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Arrival zone (metres)`)
};

const es_moderation_to_f_zone = /** @type {(inputs: Moderation_To_F_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zona de llegada (metros)`)
};

const fr_moderation_to_f_zone = /** @type {(inputs: Moderation_To_F_ZoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zone d’arrivée (mètres)`)
};

/**
* | output |
* | --- |
* | "Arrival zone (metres)" |
*
* @param {Moderation_To_F_ZoneInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_to_f_zone = /** @type {((inputs?: Moderation_To_F_ZoneInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_To_F_ZoneInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_to_f_zone(inputs)
	if (locale === "fr") return fr_moderation_to_f_zone(inputs)
	return en_moderation_to_f_zone(inputs)
});