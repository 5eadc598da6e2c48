/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Moderation_An_Views_TitleInputs */

const en_moderation_an_views_title = /** @type {(inputs: Moderation_An_Views_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views of businesses and events`)
};

const es_moderation_an_views_title = /** @type {(inputs: Moderation_An_Views_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vistas de las páginas de negocios y eventos`)
};

const fr_moderation_an_views_title = /** @type {(inputs: Moderation_An_Views_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pages vues des commerces et des événements`)
};

/**
* | output |
* | --- |
* | "Page views of businesses and events" |
*
* @param {Moderation_An_Views_TitleInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const moderation_an_views_title = /** @type {((inputs?: Moderation_An_Views_TitleInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Moderation_An_Views_TitleInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_moderation_an_views_title(inputs)
	if (locale === "fr") return fr_moderation_an_views_title(inputs)
	return en_moderation_an_views_title(inputs)
});