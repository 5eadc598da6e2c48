/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Alerts_PagesInputs */

const en_alerts_pages = /** @type {(inputs: Alerts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages of notifications`)
};

const es_alerts_pages = /** @type {(inputs: Alerts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Páginas de notificaciones`)
};

const fr_alerts_pages = /** @type {(inputs: Alerts_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages de notifications`)
};

/**
* | output |
* | --- |
* | "Pages of notifications" |
*
* @param {Alerts_PagesInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const alerts_pages = /** @type {((inputs?: Alerts_PagesInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Alerts_PagesInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_alerts_pages(inputs)
	if (locale === "fr") return fr_alerts_pages(inputs)
	return en_alerts_pages(inputs)
});