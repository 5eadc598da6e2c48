/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_EmptyInputs */

const en_alerts_empty = /** @type {(inputs: Alerts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet. Reminders for your events, news from your favorite places and replies to you will appear here.`)
};

const es_alerts_empty = /** @type {(inputs: Alerts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no tienes notificaciones. Aquí aparecerán los recordatorios de tus eventos, las novedades de tus lugares favoritos y las respuestas que recibas.`)
};

const fr_alerts_empty = /** @type {(inputs: Alerts_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune notification pour l’instant. Les rappels de vos événements, les nouvelles de vos lieux favoris et les réponses qui vous sont adressées apparaîtront ici.`)
};

/**
* | output |
* | --- |
* | "No notifications yet. Reminders for your events, news from your favorite places and replies to you will appear here." |
*
* @param {Alerts_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_empty = /** @type {((inputs?: Alerts_EmptyInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_EmptyInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_empty(inputs)
	if (locale === "fr") return fr_alerts_empty(inputs)
	return en_alerts_empty(inputs)
});