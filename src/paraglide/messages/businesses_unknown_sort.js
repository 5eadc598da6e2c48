/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Businesses_Unknown_SortInputs */

const en_businesses_unknown_sort = /** @type {(inputs: Businesses_Unknown_SortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`There is no order called “${i?.value}”, so the recommended order is shown.`)
};

const es_businesses_unknown_sort = /** @type {(inputs: Businesses_Unknown_SortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No hay ningún orden llamado “${i?.value}”, así que se muestra el orden recomendado.`)
};

const fr_businesses_unknown_sort = /** @type {(inputs: Businesses_Unknown_SortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aucun ordre ne s’appelle « ${i?.value} », l’ordre recommandé est donc affiché.`)
};

/**
* | output |
* | --- |
* | "There is no order called “{value}”, so the recommended order is shown." |
*
* @param {Businesses_Unknown_SortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_unknown_sort = /** @type {((inputs: Businesses_Unknown_SortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_Unknown_SortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_unknown_sort(inputs)
	if (locale === "fr") return fr_businesses_unknown_sort(inputs)
	return en_businesses_unknown_sort(inputs)
});