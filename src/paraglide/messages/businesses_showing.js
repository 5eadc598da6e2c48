/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, first: NonNullable<unknown>, last: NonNullable<unknown>, total: NonNullable<unknown> }} Businesses_ShowingInputs */

const en_businesses_showing = /** @type {(inputs: Businesses_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Showing ${i?.first}–${i?.last} of ${i?.total} business`);
	return /** @type {LocalizedString} */ (`Showing ${i?.first}–${i?.last} of ${i?.total} businesses`)
	
};

const es_businesses_showing = /** @type {(inputs: Businesses_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Mostrando ${i?.first}–${i?.last} de ${i?.total} negocio`);
	return /** @type {LocalizedString} */ (`Mostrando ${i?.first}–${i?.last} de ${i?.total} negocios`)
	
};

const fr_businesses_showing = /** @type {(inputs: Businesses_ShowingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} sur ${i?.total} adresse`);
	return /** @type {LocalizedString} */ (`${i?.first}–${i?.last} sur ${i?.total} adresses`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Showing {first}–{last} of {total} business" |
* | * | "Showing {first}–{last} of {total} businesses" |
*
* @param {Businesses_ShowingInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const businesses_showing = /** @type {((inputs: Businesses_ShowingInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Businesses_ShowingInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_businesses_showing(inputs)
	if (locale === "fr") return fr_businesses_showing(inputs)
	return en_businesses_showing(inputs)
});