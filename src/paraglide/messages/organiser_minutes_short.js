/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Organiser_Minutes_ShortInputs */

const en_organiser_minutes_short = /** @type {(inputs: Organiser_Minutes_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} min`);
	return /** @type {LocalizedString} */ (`${i?.count} min`)
	
};

const es_organiser_minutes_short = /** @type {(inputs: Organiser_Minutes_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minuto`);
	return /** @type {LocalizedString} */ (`${i?.count} minutos`)
	
};

const fr_organiser_minutes_short = /** @type {(inputs: Organiser_Minutes_ShortInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} minute`);
	return /** @type {LocalizedString} */ (`${i?.count} minutes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} min" |
* | * | "{count} min" |
*
* @param {Organiser_Minutes_ShortInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_minutes_short = /** @type {((inputs: Organiser_Minutes_ShortInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_Minutes_ShortInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_minutes_short(inputs)
	if (locale === "fr") return fr_organiser_minutes_short(inputs)
	return en_organiser_minutes_short(inputs)
});