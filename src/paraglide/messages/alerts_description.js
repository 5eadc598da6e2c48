/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_DescriptionInputs */

const en_alerts_description = /** @type {(inputs: Alerts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reminders and news about your events, favorites, reviews, messages and payments.`)
};

const es_alerts_description = /** @type {(inputs: Alerts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recordatorios y novedades sobre tus eventos, favoritos, reseñas, mensajes y pagos.`)
};

const fr_alerts_description = /** @type {(inputs: Alerts_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rappels et nouvelles de vos événements, favoris, avis, messages et paiements.`)
};

/**
* | output |
* | --- |
* | "Reminders and news about your events, favorites, reviews, messages and payments." |
*
* @param {Alerts_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_description = /** @type {((inputs?: Alerts_DescriptionInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_DescriptionInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_description(inputs)
	if (locale === "fr") return fr_alerts_description(inputs)
	return en_alerts_description(inputs)
});