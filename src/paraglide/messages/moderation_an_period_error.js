/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Period_ErrorInputs */

const en_moderation_an_period_error = /** @type {(inputs: Moderation_An_Period_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not load that period. Please try again.`)
};

const es_moderation_an_period_error = /** @type {(inputs: Moderation_An_Period_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar ese período. Inténtalo de nuevo.`)
};

const fr_moderation_an_period_error = /** @type {(inputs: Moderation_An_Period_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de charger cette période. Veuillez réessayer.`)
};

/**
* | output |
* | --- |
* | "Could not load that period. Please try again." |
*
* @param {Moderation_An_Period_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_period_error = /** @type {((inputs?: Moderation_An_Period_ErrorInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Period_ErrorInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_period_error(inputs)
	if (locale === "fr") return fr_moderation_an_period_error(inputs)
	return en_moderation_an_period_error(inputs)
});