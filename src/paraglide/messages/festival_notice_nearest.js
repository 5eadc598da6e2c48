/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ requested: NonNullable<unknown>, shown: NonNullable<unknown> }} Festival_Notice_NearestInputs */

const en_festival_notice_nearest = /** @type {(inputs: Festival_Notice_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The guide has no Harlem Week ${i?.requested} programme, so ${i?.shown}, the nearest festival year, is shown.`)
};

const es_festival_notice_nearest = /** @type {(inputs: Festival_Notice_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La guía no tiene el programa de Harlem Week ${i?.requested}; se muestra ${i?.shown}, el año del festival más cercano.`)
};

const fr_festival_notice_nearest = /** @type {(inputs: Festival_Notice_NearestInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Le guide n’a pas le programme de Harlem Week ${i?.requested} : voici ${i?.shown}, l’année du festival la plus proche.`)
};

/**
* | output |
* | --- |
* | "The guide has no Harlem Week {requested} programme, so {shown}, the nearest festival year, is shown." |
*
* @param {Festival_Notice_NearestInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const festival_notice_nearest = /** @type {((inputs: Festival_Notice_NearestInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Festival_Notice_NearestInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_festival_notice_nearest(inputs)
	if (locale === "fr") return fr_festival_notice_nearest(inputs)
	return en_festival_notice_nearest(inputs)
});