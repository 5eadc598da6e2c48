/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Premium_HelpInputs */

const en_events_premium_help = /** @type {(inputs: Events_Premium_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Premium members register for members-only events, previews and tastings like this one.`)
};

const es_events_premium_help = /** @type {(inputs: Events_Premium_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los socios Premium pueden inscribirse en eventos exclusivos, preestrenos y degustaciones como este.`)
};

const fr_events_premium_help = /** @type {(inputs: Events_Premium_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les membres Premium s’inscrivent aux événements réservés, avant-premières et dégustations comme celui-ci.`)
};

/**
* | output |
* | --- |
* | "Premium members register for members-only events, previews and tastings like this one." |
*
* @param {Events_Premium_HelpInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const events_premium_help = /** @type {((inputs?: Events_Premium_HelpInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Premium_HelpInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_events_premium_help(inputs)
	if (locale === "fr") return fr_events_premium_help(inputs)
	return en_events_premium_help(inputs)
});