/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, when: NonNullable<unknown> }} Organiser_When_ValueInputs */

const en_organiser_when_value = /** @type {(inputs: Organiser_When_ValueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.when} (New York time), ${i?.count} minute`);
	return /** @type {LocalizedString} */ (`${i?.when} (New York time), ${i?.count} minutes`)
	
};

const es_organiser_when_value = /** @type {(inputs: Organiser_When_ValueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("es", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.when} (hora de Nueva York), ${i?.count} minuto`);
	return /** @type {LocalizedString} */ (`${i?.when} (hora de Nueva York), ${i?.count} minutos`)
	
};

const fr_organiser_when_value = /** @type {(inputs: Organiser_When_ValueInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("fr", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.when} (heure de New York), ${i?.count} minute`);
	return /** @type {LocalizedString} */ (`${i?.when} (heure de New York), ${i?.count} minutes`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{when} (New York time), {count} minute" |
* | * | "{when} (New York time), {count} minutes" |
*
* @param {Organiser_When_ValueInputs} inputs
* @param {{ locale?: "en" | "es" | "fr" }} options
* @returns {LocalizedString}
*/
export const organiser_when_value = /** @type {((inputs: Organiser_When_ValueInputs, options?: { locale?: "en" | "es" | "fr" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Organiser_When_ValueInputs, { locale?: "en" | "es" | "fr" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_organiser_when_value(inputs)
	if (locale === "fr") return fr_organiser_when_value(inputs)
	return en_organiser_when_value(inputs)
});